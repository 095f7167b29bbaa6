import { useSyncExternalStore } from 'react';

/**
 * The web app's state of SPEC §4 (offline-ready and need-refresh flags), as a tiny subscribable
 * module rather than a store slice: the service worker and the build watch start before React and
 * the store, and the entry chunk stays free of anything the update prompt needs.
 */
export interface PwaState {
  /** The service worker has precached the app: pages visited once open offline. */
  offlineReady: boolean;
  /** The first install finished during this page view (the prompt announces it once). */
  justInstalled: boolean;
  /** A newer build is deployed (a waiting worker, another tab activated one, or the build file changed). */
  needRefresh: boolean;
  /** The browser reports no network. */
  offline: boolean;
}

const INITIAL: PwaState = { offlineReady: false, justInstalled: false, needRefresh: false, offline: false };

let state: PwaState = INITIAL;
const listeners = new Set<() => void>();
let applyUpdate: () => void = () => window.location.reload();

export function getPwaState(): PwaState {
  return state;
}

export function setPwaState(patch: Partial<PwaState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(next) as Array<keyof PwaState>).every((key) => next[key] === state[key])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How "update now" loads the new build: the worker registration replaces the plain reload. */
export function setUpdateHandler(handler: () => void): void {
  applyUpdate = handler;
}

/** Loads the new build (activates a waiting worker, then reloads). */
export function updateNow(): void {
  applyUpdate();
}

/** Keeps the offline flag with the browser's: from the start, so a page opened offline says so at once. */
export function watchConnection(): void {
  setPwaState({ offline: navigator.onLine === false });
  window.addEventListener('online', () => setPwaState({ offline: false }));
  window.addEventListener('offline', () => setPwaState({ offline: true }));
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwaState, getPwaState, () => INITIAL);
}

/**
 * Tests only.
 * @internal a seam for tests
 */
export function resetPwaState(): void {
  state = INITIAL;
  listeners.clear();
  applyUpdate = () => window.location.reload();
}
