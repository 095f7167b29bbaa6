import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a container of plain `<a data-route href>` links (game tiles, the hall's
 * categories): a plain click navigates inside the app, modified clicks (new tab, download) keep the
 * browser's behaviour; `data-keep-scroll` keeps the scroll position (a Link's preventScrollReset).
 * Plain anchors are much lighter than a router Link each.
 */
export function useRouteLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-route]');
      if (!link || !event.currentTarget.contains(link) || link.target === '_blank') return;
      const to = link.getAttribute('href');
      if (!to?.startsWith('/')) return;
      event.preventDefault();
      void navigate(to, link.hasAttribute('data-keep-scroll') ? { preventScrollReset: true } : undefined);
    },
    [navigate],
  );
}
