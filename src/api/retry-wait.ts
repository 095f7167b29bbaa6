/**
 * The wait before the retry when the server names none: a random point in this range, so the
 * browsers a failing server turned away do not all come back in the same instant.
 */
export const RETRY_BACKOFF_MS = { min: 300, max: 600 } as const;

/** A Retry-After longer than this is not waited for: the error is shown and the player decides. */
export const RETRY_AFTER_CAP_MS = 10_000;

/** Retry-After (RFC 9110: delta-seconds or an HTTP date) as ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only a date with letters in it: Date.parse reads "-1" or "1.5" as years.
  if (!/[A-Za-z]/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How long to wait before retrying, or null when the server asks for longer than the cap. */
export function retryDelay(retryAfter: string | null | undefined, random: () => number = Math.random): number | null {
  const asked = parseRetryAfter(retryAfter);
  if (asked !== null) return asked <= RETRY_AFTER_CAP_MS ? asked : null;
  return Math.floor(RETRY_BACKOFF_MS.min + random() * (RETRY_BACKOFF_MS.max - RETRY_BACKOFF_MS.min));
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      resolve(false);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
