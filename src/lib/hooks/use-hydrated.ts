import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered markup (and while the build renders it), true from the
 * render after: state the build could not know (the signed-in player) waits for it, so the first
 * client render matches the markup (decision record 016).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
