import { countdownTarget } from './tournament-time';

describe('tournament countdown', () => {
  it('counts to the start of an upcoming tournament, the end of a running one, nothing once over', () => {
    const times = { start_at: '2030-01-01T00:00:00Z', end_at: '2030-01-08T00:00:00Z' };
    expect(countdownTarget({ ...times, status: 'future' })).toEqual({ kind: 'startsIn', at: Date.parse(times.start_at) });
    expect(countdownTarget({ ...times, status: 'active' })).toEqual({ kind: 'endsIn', at: Date.parse(times.end_at) });
    expect(countdownTarget({ ...times, status: 'finished' })).toBeNull();
  });
});
