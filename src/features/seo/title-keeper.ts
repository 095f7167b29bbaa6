import { useEffect } from 'react';

const MARK = 'data-seo-title';

/** React 19 owns the <title> and <meta> elements pages render (they carry its internal keys). */
export function isReactOwned(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactMarker$'));
}

/**
 * Keeps the document title in the order of decision record 025: the SEO record's title wins;
 * otherwise the page's own `<title>` (pages render one with React); otherwise the translated
 * title of the route (seo.json). The browser shows the first <title> in <head>, so the keeper
 * holds one element of its own there and moves it first, or takes it out when the page's title
 * should show. It watches <head>, since pages mount and replace their titles at any time.
 * A prerendered page's record title, written by the build (static-head.ts), is its element from the start.
 */
export function useSeoTitle(recordTitle: string | null, fallbackTitle: string): void {
  useEffect(() => {
    const head = document.head;
    // A prerendered page's record title is written by the build as this element (static-head.ts).
    let own: HTMLTitleElement | null = head.querySelector(`title[${MARK}]`);
    let written = '';
    const apply = () => {
      const others = Array.from(head.querySelectorAll('title')).filter((element) => element !== own);
      const wanted = recordTitle ?? (others.some(isReactOwned) ? null : fallbackTitle);
      if (!wanted) {
        own?.remove();
        own = null;
        written = '';
        return;
      }
      if (!own) {
        own = document.createElement('title');
        own.setAttribute(MARK, '');
        // React, hydrating a page's <title> late (a suspended boundary), adopts the first <title>
        // of <head> unless it carries itemprop; without this it would take over this one.
        own.setAttribute('itemprop', 'name');
      }
      const first = head.querySelector('title');
      if (first !== own) head.insertBefore(own, first);
      // Written only when it changes: a system page may set document.title over it meanwhile.
      if (wanted !== written) {
        own.textContent = wanted;
        written = wanted;
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(head, { childList: true });
    return () => {
      observer.disconnect();
      own?.remove();
    };
  }, [recordTitle, fallbackTitle]);
}

/**
 * The static shell (index.html) carries a generic description for pages that are not
 * prerendered; the route's own (React-rendered) description replaces it.
 */
export function useShellDescriptionRemoved(active = true): void {
  useEffect(() => {
    if (!active) return;
    for (const meta of Array.from(document.head.querySelectorAll('meta[name="description"]'))) {
      if (!isReactOwned(meta)) meta.remove();
    }
  });
}
