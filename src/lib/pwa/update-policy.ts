import { getPwaState, subscribePwaState, updateNow } from './pwa-state';
import { hasUnsavedInput, subscribeUnsavedInput } from './unsaved-input';

/** An automatic update reload at most once a minute: a host that keeps answering another build cannot loop the page. */
export const AUTO_UPDATE_GUARD_MS = 60_000;
const GUARD_KEY = 'pwa:update-reload-at';

function mayAutoReload(now: number): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (last && now - last >= 0 && now - last < AUTO_UPDATE_GUARD_MS) return false;
    window.sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    // No storage: allow it (one reload per page anyway).
  }
  return true;
}

/**
 * When a newer build is out (SPEC §4 "reloads the page on update"): reload at once unless a form
 * holds typed input; then wait until none does (the update prompt says so and offers to reload
 * anyway). Returns the function that stops watching. After an automatic reload within the last
 * minute it does not reload by itself again: the prompt stays and the player decides.
 */
export function startUpdatePolicy(apply: () => void = updateNow, now: () => number = Date.now): () => void {
  let done = false;
  const evaluate = () => {
    if (done || !getPwaState().needRefresh || hasUnsavedInput()) return;
    done = true;
    if (mayAutoReload(now())) apply();
  };
  const offState = subscribePwaState(evaluate);
  const offInput = subscribeUnsavedInput(evaluate);
  evaluate();
  return () => {
    offState();
    offInput();
  };
}
