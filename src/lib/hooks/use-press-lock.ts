import { useCallback, useRef, useState } from 'react';

/** The per-item press lock of usePressLock. */
export interface PressLock<K> {
  /** Whether a flow runs for the item (for the button's busy state; the guard itself is `run`). */
  isBusy: (key: K) => boolean;
  /**
   * Starts `flow` for the item unless one already runs for it: null when refused, else the flow's
   * promise. The item is held from the press until the flow settles (confirm dialog included).
   */
  run: <T>(key: K, flow: () => Promise<T>) => Promise<T> | null;
}

/**
 * One flow per item at a time, for writes that cost or grant something (a purchase, a bonus, a
 * claim): the lock is taken in a ref at the press, before any await or render, so a second press
 * that lands before the busy button has rendered is refused; items are held independently, so one
 * finishing never frees another. The profile's useSubmitLock (and the auth one) guard a whole form
 * the same way and could be built on this one later.
 */
export function usePressLock<K = string | number>(): PressLock<K> {
  const held = useRef(new Set<K>());
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());

  const run = useCallback(<T,>(key: K, flow: () => Promise<T>): Promise<T> | null => {
    if (held.current.has(key)) return null;
    held.current.add(key);
    setBusy(new Set(held.current));
    const release = () => {
      held.current.delete(key);
      setBusy(new Set(held.current));
    };
    let pending: Promise<T>;
    try {
      pending = flow();
    } catch (error) {
      pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return pending.finally(release);
  }, []);

  const isBusy = useCallback((key: K) => busy.has(key), [busy]);
  return { isBusy, run };
}
