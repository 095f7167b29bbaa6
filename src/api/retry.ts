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

/**
 * Runs a request and repeats it per the policy. `run` resolves with the HTTP status it got
 * (undefined for a network failure, which is not retried: the spec lists statuses only).
 */
export async function withRetry<T extends { status?: number }>(method: string, run: () => Promise<T>): Promise<T> {
  let attempt = 0;
  for (;;) {
    const result = await run();
    if (!shouldRetry(method, result.status, attempt)) return result;
    attempt += 1;
  }
}
