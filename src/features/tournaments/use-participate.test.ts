import { participateErrorKey } from './use-participate';

describe('participateErrorKey (a refused join says why)', () => {
  it('uses the reason of error_data.tournament_id, then the error type, then the general failure', () => {
    expect(participateErrorKey({ status: 400, name: 'InvalidParameter', message: '', data: { tournament_id: ['FINISHED'] } })).toBe('participate.errors.FINISHED');
    expect(participateErrorKey({ status: 400, name: 'InvalidParameter', message: '', data: { tournament_id: ['CURRENCY'] } })).toBe('participate.errors.CURRENCY');
    expect(participateErrorKey({ status: 402, name: 'UserNeedDeposit', message: '' })).toBe('participate.errors.UserNeedDeposit');
    expect(participateErrorKey({ status: 400, name: 'InvalidParameter', message: '', data: { tournament_id: ['SOMETHING_NEW'] } })).toBe('participate.failed');
    expect(participateErrorKey({ status: 0, name: 'NetworkError', message: 'offline' })).toBe('participate.failed');
    expect(participateErrorKey(undefined)).toBe('participate.failed');
  });
});
