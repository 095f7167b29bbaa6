import { isUnclearOutcome, refreshAfterWrite } from './write-outcome';

describe('isUnclearOutcome (a write that may have been carried out)', () => {
  it('is unclear without an answer or after a 5xx', () => {
    expect(isUnclearOutcome({ status: 0, name: 'NetworkError', message: 'offline' })).toBe(true);
    expect(isUnclearOutcome({ status: 0, name: 'Timeout', message: 'late' })).toBe(true);
    expect(isUnclearOutcome({ status: 500, name: 'ParseError', message: 'no data' })).toBe(true);
    expect(isUnclearOutcome({ status: 500, name: 'InternalServerError', message: 'boom' })).toBe(true);
    expect(isUnclearOutcome({ status: 503, name: 'UnknownError', message: 'gateway' })).toBe(true);
  });

  it('is clear for a refusal, and for anything that is not an error', () => {
    expect(isUnclearOutcome({ status: 400, name: 'InvalidParameter', message: 'no', data: { points: ['INSUFFICIENT_POINTS'] } })).toBe(false);
    expect(isUnclearOutcome({ status: 403, name: 'AccessDenied', message: 'no' })).toBe(false);
    expect(isUnclearOutcome({ status: 429, name: 'TooManyRequests', message: 'slow down' })).toBe(false);
    expect(isUnclearOutcome({ status: 402, name: 'UserNeedDeposit', message: 'deposit' })).toBe(false);
    expect(isUnclearOutcome(undefined)).toBe(false);
    expect(isUnclearOutcome('Timeout')).toBe(false);
  });
});

describe('refreshAfterWrite', () => {
  const invalidates = refreshAfterWrite((id: number) => [`Item-${id}`, 'Balance'], (id) => [`Item-${id}`]);

  it('refreshes after a success and after an unclear outcome, less after a refusal', () => {
    expect(invalidates(1, undefined, 7)).toEqual(['Item-7', 'Balance']);
    expect(invalidates(undefined, { status: 0, name: 'Timeout', message: '' }, 7)).toEqual(['Item-7', 'Balance']);
    expect(invalidates(undefined, { status: 400, name: 'InvalidParameter', message: '' }, 7)).toEqual(['Item-7']);
  });

  it('refreshes nothing after a refusal unless told to', () => {
    expect(refreshAfterWrite(() => ['Bonuses'])(undefined, { status: 403, name: 'AccessDenied', message: '' }, undefined)).toEqual([]);
  });
});
