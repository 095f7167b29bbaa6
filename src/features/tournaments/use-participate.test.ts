import { participateErrorKey } from './use-participate';

describe('participateErrorKey (a refused join says why)', () => {
  it('uses the reason of error_data.tournament_id, then the error type, then the general failure', () => {
    expect(participateErrorKey({ name: 'InvalidParameter', data: { tournament_id: ['FINISHED'] } })).toBe('participate.errors.FINISHED');
    expect(participateErrorKey({ name: 'InvalidParameter', data: { tournament_id: ['CURRENCY'] } })).toBe('participate.errors.CURRENCY');
    expect(participateErrorKey({ name: 'UserNeedDeposit' })).toBe('participate.errors.UserNeedDeposit');
    expect(participateErrorKey({ name: 'InvalidParameter', data: { tournament_id: ['SOMETHING_NEW'] } })).toBe('participate.failed');
    expect(participateErrorKey({ name: 'NetworkError' })).toBe('participate.failed');
    expect(participateErrorKey(undefined)).toBe('participate.failed');
  });
});
