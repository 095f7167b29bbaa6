import { useEffect, useSyncExternalStore } from 'react';
import { isCarried } from '@/start/runtime/carried-data';

/**
 * Whether the app's client renders may show what the markup could not. True from the start where
 * nothing is hydrated (the plain shell, tests); main.tsx sets it false just before it hydrates a
 * prerendered page, and `<HydrationDone />` sets it true again in a task of its own once the
 * hydration's effects have run.
 */
let hydrationDone = true;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** main.tsx, just before hydrateRoot: client renders keep the markup's state until `<HydrationDone />`. */
export function holdUntilHydrated(): void {
  hydrationDone = false;
}

function release(): void {
  if (hydrationDone) return;
  hydrationDone = true;
  listeners.forEach((listener) => listener());
}

/**
 * Renders nothing; once the hydration has committed and its effects have run, ends the hold in a
 * task of its own. React re-renders what `useHydrationDone()` changed in a synchronous render; without the
 * hold, that render ran with every effect of the hydration in one long task.
 */
export function HydrationDone(): null {
  useEffect(() => {
    const timer = setTimeout(release, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * False while React hydrates prerendered markup (and while the build renders it), true from a
 * render after: state the build could not know (the signed-in player) waits for it, so the first
 * client render matches the markup.
 */
export function useHydrationDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrationDone,
    () => false,
  );
}

/**
 * Whether a component may render a query's answer now: after hydration always; while the markup
 * hydrates (and while the build renders it) only the answer the page carries, which the markup
 * shows. An answer that arrived early by other means (a route's middleware)
 * waits for hydration.
 */
export function useMarkupMayShow(requestId: string | undefined): boolean {
  const hydrated = useHydrationDone();
  return hydrated || isCarried(requestId);
}
