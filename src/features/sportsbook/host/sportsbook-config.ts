import { createBetbyAdapter } from './betby-adapter';
import { createIframeAdapter } from './iframe-adapter';
import type { SportsbookAdapter } from './sportsbook-adapter';

/**
 * Which vendor the site uses, from the build's environment:
 * - VITE_SPORTSBOOK_VENDOR=iframe, VITE_SPORTSBOOK_URL=<the vendor's frame page>;
 * - VITE_SPORTSBOOK_VENDOR=betby, VITE_SPORTSBOOK_URL=<bt-renderer.min.js>, VITE_SPORTSBOOK_BRAND=<brand id>,
 *   optional VITE_SPORTSBOOK_THEME.
 * Mock builds without a vendor get the mock sportsbook (an iframe vendor at /mock-sportsbook/ of this origin).
 */
export interface SportsbookEnv {
  vendor?: string;
  url?: string;
  brand?: string;
  theme?: string;
  mocking?: boolean;
  origin: string;
  frameTitle: string;
}

export const MOCK_SPORTSBOOK_PATH = '/mock-sportsbook/';

export function adapterFromEnv(env: SportsbookEnv): SportsbookAdapter | null {
  const vendor = env.vendor?.trim();
  const url = env.url?.trim();
  if (vendor === 'betby' && url && env.brand) return createBetbyAdapter({ scriptUrl: url, brandId: env.brand, themeName: env.theme || undefined });
  if (vendor === 'iframe' && url && /^https?:\/\//.test(url)) return createIframeAdapter({ url, title: env.frameTitle });
  if (!vendor && env.mocking) return createIframeAdapter({ url: new URL(MOCK_SPORTSBOOK_PATH, env.origin).href, title: env.frameTitle });
  return null;
}

/** The adapter of this build, or null when no sportsbook is configured. */
export function configuredAdapter(frameTitle: string): SportsbookAdapter | null {
  return adapterFromEnv({
    vendor: import.meta.env.VITE_SPORTSBOOK_VENDOR as string | undefined,
    url: import.meta.env.VITE_SPORTSBOOK_URL as string | undefined,
    brand: import.meta.env.VITE_SPORTSBOOK_BRAND as string | undefined,
    theme: import.meta.env.VITE_SPORTSBOOK_THEME as string | undefined,
    mocking: import.meta.env.VITE_API_MOCKING === 'true',
    origin: window.location.origin,
    frameTitle,
  });
}
