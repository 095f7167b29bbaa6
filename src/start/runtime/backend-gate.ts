/**
 * Requests wait here until the backend can answer. Production never closes the gate; a mock
 * build closes it while the mock service worker starts, so the page paints (and hydrates) first
 * and its first requests go out once the worker is listening (main.tsx).
 */
let gate: Promise<void> = Promise.resolve();

/** Holds every request until `ready` settles (a failed start lets them through to fail on their own). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves when requests may go out. */
export function backendReady(): Promise<void> {
  return gate;
}
