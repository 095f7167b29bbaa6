import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NAMED_PROPS_PREFIX } from '@/components/ui/safe-html/sanitize-html';

/** SPEC §9: scrolling to a hash target retries up to 4 times, every 300 ms. */
export const HASH_SCROLL_RETRIES = 4;
export const HASH_SCROLL_INTERVAL_MS = 300;

/**
 * The element a url hash names ('#a%20b' -> id 'a b'), or null. Sanitized content carries its ids
 * with the sanitizer's prefix, so an address written before it ('#licence') still finds its anchor.
 */
export function hashTarget(hash: string, root: Document = document): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return root.getElementById(id) ?? root.getElementById(`${NAMED_PROPS_PREFIX}${id}`);
}

/**
 * Scrolls to `hash`'s target: at once, then up to 4 more times 300 ms apart while the target is
 * not in the DOM yet (content arrives late). Returns a cancel function.
 */
export function scrollToHash(hash: string, smooth: boolean, onFound?: (target: HTMLElement) => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = hashTarget(hash);
    if (target) {
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      onFound?.(target);
      return;
    }
    if (tries < HASH_SCROLL_RETRIES) {
      tries += 1;
      timer = setTimeout(attempt, HASH_SCROLL_INTERVAL_MS);
    }
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Scrolls to the address's hash whenever it changes, once `ready` (the content is rendered). */
export function useHashScroll(ready: boolean, smooth: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return undefined;
    return scrollToHash(hash, smooth, (target) => {
      // Keyboard and screen-reader users land where the link pointed.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  }, [hash, key, ready, smooth]);
}
