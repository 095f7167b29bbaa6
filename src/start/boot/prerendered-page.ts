import type { createBrowserRouter } from 'react-router';
import { addressMatches } from '@/lib/router/page-address';
import { TRACKING_PARAM_NAMES } from '@/lib/tracking/tracking-params';

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
const SIDE_CHANNEL_PARAMS = new Set<string>([
  ...TRACKING_PARAM_NAMES,
  'promo_code',
  // The query flags of SPEC §2 (src/features/auth/auth-flags.ts).
  'show_popup_reg',
  'show_popup_auth',
  'prevent_close',
  'redirectUrl',
  // Advertising click ids.
  'gclid',
  'fbclid',
  'yclid',
]);
const SIDE_CHANNEL_PREFIXES = ['utm_'];

function onlySideChannel(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every(
    (name) => SIDE_CHANNEL_PARAMS.has(name) || SIDE_CHANNEL_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/** Reads the build's marks on #root; null for the plain shell or for markup of another address. */
export function prerenderedPage(root: HTMLElement, location: { pathname: string; search: string }): PrerenderedPage | null {
  const path = root.dataset.prerendered;
  if (!path) return null;
  if (!addressMatches(path, location.pathname) || !onlySideChannel(location.search)) return null;
  const namespaces = (root.dataset.namespaces ?? '').split(',').filter(Boolean);
  return { path, namespaces };
}

/** Resolves once the router has loaded the route modules of the first address and run its middleware. */
export function whenNavigationIdle(router: Router): Promise<void> {
  const idle = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (idle()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!idle()) return;
      unsubscribe();
      resolve();
    });
  });
}
