import Cookies from 'js-cookie';
import { siteCookieOptions } from '@/lib/cookies/site-cookie-attributes';

/**
 * The analytics scripts of SPEC §7 ("analytics scripts are loaded"), configured by general info
 * `analytic`: `gtm` (a Google Tag Manager container id, GTM-…) and `ga4`
 * (a Google Analytics 4 measurement id, G-…); ids of another shape are ignored and logged. The
 * first-party analytics cookie of SPEC §9 (`analytics_cid`, a random client id, 365 days, path /)
 * is set before any script and pushed to dataLayer, so every tool reads the same visitor id.
 * Mock builds never fetch a vendor script: they only record what would have loaded.
 */
export const ANALYTICS_COOKIE = 'analytics_cid';
export const ANALYTICS_COOKIE_DAYS = 365;

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const GA4_ID = /^G-[A-Z0-9]{4,16}$/;

export interface AnalyticsPlan {
  gtm: string | null;
  ga4: string | null;
}

function pick(config: Record<string, unknown>, keys: string[], pattern: RegExp): string | null {
  for (const key of keys) {
    const value = config[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const id = value.trim();
    if (pattern.test(id)) return id;
    console.error(`[analytics] ignored ${key}: not a valid id`);
  }
  return null;
}

/** What general info's `analytic` asks to load. */
export function analyticsPlan(config: Record<string, unknown> | null | undefined): AnalyticsPlan {
  const source = config && typeof config === 'object' ? config : {};
  return { gtm: pick(source, ['gtm', 'gtm_id'], GTM_ID), ga4: pick(source, ['ga4', 'ga_id', 'ga4_id'], GA4_ID) };
}

/** The analytics client id: read from the cookie or created (365 days). */
export function analyticsClientId(): string {
  const existing = Cookies.get(ANALYTICS_COOKIE);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  // Kept inside a partner's cross-site frame too, like the locale cookie.
  Cookies.set(ANALYTICS_COOKIE, id, { expires: ANALYTICS_COOKIE_DAYS, path: '/', ...siteCookieOptions() });
  return id;
}

let loaded = false;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => console.error(`[analytics] could not load ${src}`);
  document.head.append(script);
}

/** Loads the configured scripts once per page; returns the script URLs (mock builds: would-be URLs). */
export function loadAnalytics(plan: AnalyticsPlan, { mock = false }: { mock?: boolean } = {}): string[] {
  if (loaded || (!plan.gtm && !plan.ga4)) return [];
  loaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'analytics_client', client_id: analyticsClientId() });
  const urls: string[] = [];
  if (plan.gtm) {
    window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
    urls.push(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(plan.gtm)}`);
  }
  if (plan.ga4) urls.push(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(plan.ga4)}`);
  if (mock) window.dataLayer.push({ event: 'analytics_mock_scripts', urls });
  else urls.forEach(addScript);
  return urls;
}

/**
 * Tests only.
 * @internal a seam for tests
 */
export function resetAnalytics(): void {
  loaded = false;
}
