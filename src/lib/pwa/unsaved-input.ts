import { useEffect, useSyncExternalStore } from 'react';

/**
 * The "dirty form" registry the update prompt reads: a form that holds typed input registers
 * itself while it does, and nothing reloads the page until the registry is empty (or the player
 * agrees). Shared forms (`ValidatedForm`) register through `useUnsavedInput(formik.dirty)`.
 */
const holders = new Set<symbol>();
const listeners = new Set<() => void>();
let snapshot = false;

function emit(): void {
  const next = holders.size > 0;
  if (next === snapshot) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Registers a holder of typed input; the returned function releases it. */
export function holdUnsavedInput(): () => void {
  const token = Symbol('unsaved-input');
  holders.add(token);
  emit();
  return () => {
    holders.delete(token);
    emit();
  };
}

export function hasUnsavedInput(): boolean {
  return snapshot;
}

export function subscribeUnsavedInput(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the calling component as holding typed input while `dirty` is true (and it is mounted). */
export function useUnsavedInput(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsavedInput() : undefined), [dirty]);
}

/** True while any form holds typed input. */
export function useHasUnsavedInput(): boolean {
  return useSyncExternalStore(subscribeUnsavedInput, hasUnsavedInput, () => false);
}

/**
 * Tests only.
 * @internal a seam for tests
 */
export function resetUnsavedInput(): void {
  holders.clear();
  snapshot = false;
  listeners.clear();
}
