import { launchSchemeRefusal } from '@/lib/navigation/launch-scheme';
import { createBetbyAdapter } from './betby-adapter';
import { createIframeAdapter } from './iframe-adapter';
import type { SportsbookAdapter } from './sportsbook-adapter';

/**
 * Which vendor the site uses, from the build's environment:
 * - VITE_SPORTSBOOK_VENDOR=iframe, VITE_SPORTSBOOK_URL=<the vendor's frame page>;
 * - VITE_SPORTSBOOK_VENDOR=betby, VITE_SPORTSBOOK_URL=<bt-renderer.min.js>, VITE_SPORTSBOOK_BRAND=<brand id>,
 *   optional VITE_SPORTSBOOK_THEME.
 * Mock builds without a vendor get the mock sportsbook (an iframe vendor at /mock-sportsbook/ of this origin).
 * The address must be absolute and https; mock builds also take plain http from a loopback host
 * (src/lib/navigation/launch-scheme.ts). Another one is refused with a logged reason, and the page
 * then says the sportsbook is unavailable.
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

/** The vendor's address as a URL, or null (logged) when it is not one the build may launch. */
function launchAddress(raw: string, mocking: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    console.warn(`[sportsbook] refused the vendor address ${JSON.stringify(raw)}: not an absolute address`);
    return null;
  }
  const refusal = launchSchemeRefusal(url, mocking);
  if (refusal) console.warn(`[sportsbook] refused the vendor address ${url.href}: ${refusal}`);
  return refusal ? null : url;
}

export function adapterFromEnv(env: SportsbookEnv): SportsbookAdapter | null {
  const vendor = env.vendor?.trim();
  const raw = env.url?.trim();
  const mocking = env.mocking === true;
  if (vendor === 'betby' && raw && env.brand) {
    const url = launchAddress(raw, mocking);
    return url ? createBetbyAdapter({ scriptUrl: url.href, brandId: env.brand, themeName: env.theme || undefined }) : null;
  }
  if (vendor === 'iframe' && raw) {
    const url = launchAddress(raw, mocking);
    return url ? createIframeAdapter({ url: url.href, title: env.frameTitle }) : null;
  }
  if (!vendor && mocking) {
    const url = launchAddress(new URL(MOCK_SPORTSBOOK_PATH, env.origin).href, true);
    return url ? createIframeAdapter({ url: url.href, title: env.frameTitle }) : null;
  }
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
