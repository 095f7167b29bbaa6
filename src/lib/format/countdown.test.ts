import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('formats m:ss, rounding up to whole seconds', () => {
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(179_001)).toBe('3:00');
    expect(formatCountdown(75_000)).toBe('1:15');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_500)).toBe('0:10');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('never shows negative or broken times', () => {
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatCountdown(3_600_000)).toBe('60:00');
  });
});
