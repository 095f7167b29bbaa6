import { useSyncExternalStore } from 'react';

/**
 * "Games are paused": something the player must answer first (the reality check of responsible
 * gaming, decision record 023) holds the game frame. A tiny shared store, so the feature that
 * pauses and the game page that honours it never import each other. Several holders may pause at
 * once; games resume when the last one lets go.
 */
const holders = new Set<string>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function pauseGames(holder: string): void {
  if (holders.has(holder)) return;
  holders.add(holder);
  emit();
}

export function resumeGames(holder: string): void {
  if (!holders.delete(holder)) return;
  emit();
}

export function gamesPaused(): boolean {
  return holders.size > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** true while any holder pauses the games (false while rendering on the server). */
export function useGamesPaused(): boolean {
  return useSyncExternalStore(subscribe, gamesPaused, () => false);
}
