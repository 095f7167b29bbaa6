import { spokenRemaining } from './spoken-remaining';

describe('countdown', () => {
  it('announces whole minutes, then 30 and 10 seconds, never every second', () => {
    expect(spokenRemaining(180_000)).toEqual({ unit: 'minutes', count: 3 });
    expect(spokenRemaining(120_500)).toEqual({ unit: 'minutes', count: 3 });
    expect(spokenRemaining(120_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(spokenRemaining(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(spokenRemaining(31_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(spokenRemaining(30_000)).toEqual({ unit: 'seconds', count: 30 });
    expect(spokenRemaining(10_000)).toEqual({ unit: 'seconds', count: 10 });
    expect(spokenRemaining(1_000)).toEqual({ unit: 'seconds', count: 10 });
    const distinct = new Set(Array.from({ length: 181 }, (_, s) => JSON.stringify(spokenRemaining(s * 1000))));
    expect(distinct.size).toBe(5);
  });
});
