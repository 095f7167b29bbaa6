import type { MouseEvent } from 'react';

/**
 * Where a click inside content HTML should go in the app: a same-origin link (not a new tab, not a
 * download, plain left click) becomes a client-side navigation to its path, search and hash.
 * Relative links resolve against `base`, the page's own address. null leaves the click to the
 * browser (external, mail and phone links).
 */
export function inAppTarget(event: MouseEvent<HTMLElement>, base: URL): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if (anchor.getAttribute('target') === '_blank' || anchor.hasAttribute('download')) return null;
  const raw = anchor.getAttribute('href') ?? '';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
