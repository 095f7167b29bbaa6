/** SPEC §7: only these statuses are retried. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The wait before the retry when the server names none: a random point in this range, so the
 * browsers a failing server turned away do not all come back in the same instant.
 */
export const RETRY_BACKOFF_MS = { min: 300, max: 600 } as const;

/** A Retry-After longer than this is not waited for: the error is shown and the player decides. */
export const RETRY_AFTER_CAP_MS = 10_000;

/** Once for safe methods; never for POST, PUT, PATCH, DELETE, so a payment is never sent twice. */
export function maxRetries(method: string): number {
  return SAFE_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

export function shouldRetry(method: string, status: number | undefined, attempt: number): boolean {
  return status !== undefined && RETRY_STATUSES.has(status) && attempt < maxRetries(method);
}

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
function wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
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

export interface RetryOptions {
  /** Ends a wait before the retry (the caller left, or the call's time limit passed). */
  signal?: AbortSignal;
  /** For tests: the jitter of the backoff. */
  random?: () => number;
}

/**
 * Runs a request and repeats it per the policy, after a backoff or the server's Retry-After.
 * `run` resolves with the HTTP status it got (undefined for a network failure, which is not
 * retried: the spec lists statuses only) and the Retry-After header. A wait that is cut short, or
 * a Retry-After beyond the cap, returns the last answer as it is.
 */
export async function withRetry<T extends { status?: number; retryAfter?: string | null }>(
  method: string,
  run: () => Promise<T>,
  { signal, random }: RetryOptions = {},
): Promise<T> {
  let attempt = 0;
  for (;;) {
    const result = await run();
    if (!shouldRetry(method, result.status, attempt)) return result;
    const delay = retryDelay(result.retryAfter, random);
    if (delay === null || !(await wait(delay, signal))) return result;
    attempt += 1;
  }
}
