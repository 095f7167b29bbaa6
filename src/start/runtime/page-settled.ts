import { useSyncExternalStore } from 'react';

/**
 * How long after the `load` event deferred work waits, ms (then an idle period, at most 2 s more):
 * long enough for the page's own data and pictures to arrive first.
 */
export const PAGE_SETTLED_DELAY_MS = 4000;
const IDLE_TIMEOUT_MS = 2000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let settled = false;
let started = false;
const listeners = new Set<() => void>();
let timer = 0;

function settle(): void {
  if (settled) return;
  settled = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, settle, true);
  for (const listener of listeners) listener();
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Someone already interacts: no reason to wait.
  for (const type of INTERACTIONS) window.addEventListener(type, settle, { capture: true, passive: true });
  const afterLoad = () =>
    (timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
      else settle();
    }, PAGE_SETTLED_DELAY_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the page has loaded and settled (four seconds after `load`, in an idle period) or the
 * visitor first interacts, and from then on. Work no first paint needs (the live chat, operator
 * scripts) waits for it, so it never competes with the page's own requests and rendering.
 * False while rendering on the server.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, () => settled, () => false);
}

/**
 * Runs `run` once the page has settled (as usePageSettled turns true), at once if it has: for work
 * outside React, such as the web app's start.
 */
export function whenPageSettled(run: () => void): void {
  if (settled) {
    run();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    run();
  };
  subscribe(listener);
}

/**
 * Test hook: back to "not settled yet".
 * @internal a seam for tests
 */
export function resetPageSettledForTests(): void {
  // An earlier start's wait must not settle the next test's page.
  window.clearTimeout(timer);
  settled = false;
  started = false;
  listeners.clear();
}
