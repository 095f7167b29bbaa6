import { formatCountdown, spokenRemaining } from './countdown';

describe('countdown', () => {
  it('formats m:ss, rounding up to whole seconds', () => {
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(179_001)).toBe('3:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_500)).toBe('0:10');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });

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
