import { useSyncExternalStore } from 'react';
import { isCarried } from '@/lib/prerender/carried-data';

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

/**
 * Whether a component may render a query's answer now: after hydration always; while the markup
 * hydrates (and while the build renders it) only the answer the page carries, which the markup
 * shows (decision record 039). An answer that arrived early by other means (a route's middleware)
 * waits for hydration.
 */
export function useMarkupMayShow(requestId: string | undefined): boolean {
  const hydrated = useHydrated();
  return hydrated || isCarried(requestId);
}
