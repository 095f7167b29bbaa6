/**
 * A remaining time as the clocks of the product show it. Every pattern counts whole seconds rounded
 * up, so a clock reads zero only once the time is up; negative or broken input reads as zero.
 */

/** How a remaining time is written: 'm:ss' (3:00, 60:00), 'h:mm:ss' (0:05:03, 25:00:00), 'hh:mm:ss' (02:03:04). */
export type DurationPattern = 'm:ss' | 'h:mm:ss' | 'hh:mm:ss';

/** A remaining time in whole days, hours of the last day, minutes and seconds. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function wholeSeconds(ms: number): number {
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/** 93_784_000 -> { days: 1, hours: 2, minutes: 3, seconds: 4 }. */
export function durationParts(ms: number): DurationParts {
  const total = wholeSeconds(ms);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The one duration formatter. The first unit of 'm:ss' and 'h:mm:ss' takes the whole time (an hour
 * reads "60:00"); 'hh:mm:ss' is the part of the last day, the days being shown beside it
 * (`durationParts(ms).days`).
 */
export function formatDuration(ms: number, pattern: DurationPattern): string {
  const total = wholeSeconds(ms);
  const { hours, minutes, seconds } = durationParts(ms);
  if (pattern === 'm:ss') return `${Math.floor(total / 60)}:${pad2(seconds)}`;
  if (pattern === 'h:mm:ss') return `${Math.floor(total / 3600)}:${pad2(minutes)}:${pad2(seconds)}`;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}
