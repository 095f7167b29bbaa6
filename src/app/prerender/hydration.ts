import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The prerendered page in #root (written by scripts/prerender), when it is this address's. */
export interface PrerenderedPage {
  path: string;
  namespaces: string[];
}

/**
 * Query parameters no page renders from: the app reads them in effects (SPEC §2 flags, tracking and
 * marketing tags), so the prerendered markup is still the page's first render. Any other parameter
 * (the hall's filters, say) may change what renders, and the page is rendered afresh instead.
 */
const SIDE_CHANNEL_PARAMS = new Set([
  'show_popup_reg',
  'prevent_close',
  'redirectUrl',
  'promo_code',
  'track_id',
  'track_source',
  'link_id',
  'publisher_id',
  'goal_id',
  'goal_entry_id',
  'gclid',
  'fbclid',
  'yclid',
]);
const SIDE_CHANNEL_PREFIXES = ['utm_', 'td_'];

function onlySideChannel(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every(
    (name) => SIDE_CHANNEL_PARAMS.has(name) || SIDE_CHANNEL_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/** Reads the build's marks on #root; null for the plain shell or for markup of another address. */
export function prerenderedPage(root: HTMLElement, location: { pathname: string; search: string }): PrerenderedPage | null {
  const path = root.dataset.prerendered;
  if (!path) return null;
  const current = location.pathname.replace(/\/+$/, '') || '/';
  if (current !== path || !onlySideChannel(location.search)) return null;
  const namespaces = (root.dataset.namespaces ?? '').split(',').filter(Boolean);
  return { path, namespaces };
}

/** Resolves once the router has loaded the route modules of the first address and run its middleware. */
export function routerSettled(router: Router): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
