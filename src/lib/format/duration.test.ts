import { durationParts, formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes m:ss, rounding up to whole seconds', () => {
    expect(formatDuration(180_000, 'm:ss')).toBe('3:00');
    expect(formatDuration(179_001, 'm:ss')).toBe('3:00');
    expect(formatDuration(75_000, 'm:ss')).toBe('1:15');
    expect(formatDuration(61_000, 'm:ss')).toBe('1:01');
    expect(formatDuration(9_500, 'm:ss')).toBe('0:10');
    expect(formatDuration(5_000, 'm:ss')).toBe('0:05');
    expect(formatDuration(0, 'm:ss')).toBe('0:00');
  });

  it('never shows negative or broken times', () => {
    for (const pattern of ['m:ss', 'h:mm:ss', 'hh:mm:ss'] as const) {
      expect(formatDuration(-5, pattern)).toMatch(/^0+(:00)+$/);
      expect(formatDuration(Number.NaN, pattern)).toMatch(/^0+(:00)+$/);
    }
  });

  it('lets the first unit of m:ss and h:mm:ss take the whole time', () => {
    expect(formatDuration(3_600_000, 'm:ss')).toBe('60:00');
    expect(formatDuration(303_000, 'h:mm:ss')).toBe('0:05:03');
    expect(formatDuration(90_000_000, 'h:mm:ss')).toBe('25:00:00');
  });

  it('writes hh:mm:ss as the zero-padded part of the last day', () => {
    expect(formatDuration(93_784_000, 'hh:mm:ss')).toBe('02:03:04');
    expect(formatDuration(59_000, 'hh:mm:ss')).toBe('00:00:59');
    expect(formatDuration(58_001, 'hh:mm:ss')).toBe('00:00:59');
  });
});

describe('durationParts', () => {
  it('splits whole seconds, rounded up, into days, hours, minutes and seconds', () => {
    expect(durationParts(93_784_000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(durationParts(86_399_001)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
