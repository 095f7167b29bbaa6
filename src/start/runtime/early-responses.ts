/**
 * Answers the prerendered page asked for before any script of the app ran:
 * the page's `<head>` starts the GET requests its first screen waits for (the configuration, the
 * session, the redirects, the home banners) and leaves their promises in `window.__earlyResponses`,
 * keyed by absolute URL. `adoptEarlyResponses` hands each of them, once, to the first `fetch` of
 * the same URL and method GET, which is how RTK Query's base query asks: the request is not sent
 * twice, and the answer reaches the store only when the app itself asks for it (after hydration,
 * so the first render still matches the markup).
 */

declare global {
  interface Window {
    __earlyResponses?: Record<string, Promise<Response>>;
  }
}

/**
 * On `<html>` once the app has started its first render: the head no longer writes the page's early
 * texts into the markup then, React owns it.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** Answers older than this are not used (the app asks afresh): they may be stale by then. */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

type Fetch = typeof fetch;

function requestMethod(input: Parameters<Fetch>[0], init: Parameters<Fetch>[1]): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/**
 * The early answer, or the caller's abort (the read's time limit, a query nobody needs any more) as
 * its own fetch would end: the head's request has no signal, so an answer that never comes would
 * otherwise keep the start waiting for good.
 */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Installs the hand-over on `win.fetch` while early answers wait; returns how many there were. */
export function adoptEarlyResponses(win: Window = window, maxAgeMs = EARLY_RESPONSE_MAX_AGE_MS): number {
  const early = win.__earlyResponses;
  delete win.__earlyResponses;
  if (!early) return 0;
  const pending = new Map(Object.entries(early));
  if (pending.size === 0) return 0;
  const original: Fetch = win.fetch.bind(win);
  // Put back as it was (the browser's own function), to be called as win.fetch again.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const browserFetch = win.fetch;
  const restore = () => {
    pending.clear();
    if (win.fetch === earlyFetch) win.fetch = browserFetch;
  };
  function earlyFetch(input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]): Promise<Response> {
    if (!(input instanceof Request) && requestMethod(input, init) === 'GET') {
      const key = new URL(String(input), win.location.href).href;
      const answer = pending.get(key);
      if (answer) {
        pending.delete(key);
        if (pending.size === 0) restore();
        // A failed early request is asked again, as if it had never been started.
        return abortable(answer.catch(() => original(input, init)), init?.signal);
      }
    }
    return original(input, init);
  }
  win.fetch = earlyFetch;
  win.setTimeout(restore, maxAgeMs);
  return pending.size;
}
