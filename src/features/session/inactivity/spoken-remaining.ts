/** What screen readers are told, in seconds. Changes at most once a minute, then at 30 and 10 s. */
export interface SpokenRemaining {
  unit: 'minutes' | 'seconds';
  count: number;
}

/**
 * The announcement step for the remaining time. A live region that changed every second would
 * talk over everything else, so the text only changes when this value does: whole minutes
 * (rounded up) above one minute, then "1 minute", "30 seconds" and "10 seconds".
 */
export function spokenRemaining(remainingMs: number): SpokenRemaining {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (seconds > 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  if (seconds > 30) return { unit: 'minutes', count: 1 };
  if (seconds > 10) return { unit: 'seconds', count: 30 };
  return { unit: 'seconds', count: 10 };
}
