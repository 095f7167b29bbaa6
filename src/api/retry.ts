/** SPEC §7: only these statuses are retried. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Once for safe methods; never for POST, PUT, PATCH, DELETE, so a payment is never sent twice. */
export function maxRetries(method: string): number {
  return SAFE_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

export function shouldRetry(method: string, status: number | undefined, attempt: number): boolean {
  return status !== undefined && RETRY_STATUSES.has(status) && attempt < maxRetries(method);
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
    // The wait is loaded only when a retry is due: most pages never need it at their start.
    const waiting = await import('./retry-wait').catch(() => null);
    if (!waiting) return result;
    const delay = waiting.retryDelay(result.retryAfter, random);
    if (delay === null || !(await waiting.wait(delay, signal))) return result;
    attempt += 1;
  }
}
