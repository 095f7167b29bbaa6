import { useSyncExternalStore } from 'react';

/**
 * How long after the `load` event deferred work waits, ms (then an idle period, at most 2 s more):
 * long enough for the page's own data and pictures to arrive first.
 */
export const PAGE_SETTLED_DELAY_MS = 4000;
const IDLE_TIMEOUT_MS = 2000;
/**
 * After the visitor's first input, how long the deferred work waits (then an idle period): the
 * input's own answer (the dialog a tap opens, the page a link leads to) goes first.
 */
export const AFTER_INPUT_DELAY_MS = 1000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let settled = false;
let started = false;
const listeners = new Set<() => void>();
let timer = 0;

function settle(): void {
  if (settled) return;
  settled = true;
  window.clearTimeout(timer);
  stopListening();
  for (const listener of listeners) listener();
}

function settleWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  else settle();
}

function stopListening(): void {
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInput, true);
}

function onFirstInput(): void {
  stopListening();
  window.clearTimeout(timer);
  timer = window.setTimeout(settleWhenIdle, AFTER_INPUT_DELAY_MS);
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Someone already interacts: no reason to wait for the page, only for their input's answer.
  for (const type of INTERACTIONS) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
  const afterLoad = () => {
    if (!timer) timer = window.setTimeout(settleWhenIdle, PAGE_SETTLED_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the page has loaded and settled (four seconds after `load`, in an idle period) or a
 * second after the visitor's first input (in an idle period), and from then on. Work no first paint
 * needs (the live chat, operator scripts) waits for it, so it never competes with the page's own
 * requests and rendering, nor with the answer to the first tap.
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
  timer = 0;
  stopListening();
  settled = false;
  started = false;
  listeners.clear();
}
