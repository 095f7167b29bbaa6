import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of the entity a page shows (a game, a promotion or offer, a content page), for the
 * `##name##` placeholder of its SEO record. The page says it, from the
 * data it loaded anyway; the SEO head reads it. So the SEO head needs none of the pages' endpoints.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(name: string | null): void {
  if (name === current) return;
  current = name;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's part: its entity's name while it is shown (null or undefined until it is known). */
export function usePageEntityName(name: string | null | undefined): void {
  const value = name ?? null;
  useEffect(() => {
    publish(value);
    // Another page may have said its own name meanwhile (a navigation mounts it first).
    return () => {
      if (current === value) publish(null);
    };
  }, [value]);
}

/** The SEO head's part: the name of the entity of the page shown, null when it has none or it is not known yet. */
export function useCurrentPageEntityName(): string | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
