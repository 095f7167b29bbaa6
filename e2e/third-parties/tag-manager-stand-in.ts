/**
 * Google Tag Manager and Google Analytics 4 under their real names
 * (src/features/custom-code/analytics-scripts.ts loads `https://www.googletagmanager.com/gtm.js?id=GTM-…`).
 * The container script does what a container with one GA4 tag does: it loads the Google tag
 * (`gtag/js?id=G-…`, from the tag manager's host) which reads the page's dataLayer and sends a
 * page_view hit to `region1.google-analytics.com/g/collect` with the client id the app pushed.
 */
import type { BrowserContext } from '@playwright/test';
import type { StandIn } from './stand-in';

/** The container's GA4 measurement id (its one tag). */
export const CONTAINER_MEASUREMENT_ID = 'G-STANDIN01';

/** A collected hit: its address's parameters. */
export type AnalyticsHit = Record<string, string>;

export interface TagManagerTraffic {
  scripts: string[];
  hits: AnalyticsHit[];
}

export interface TagManagerStandIn extends StandIn {
  traffic: TagManagerTraffic;
}

export function tagManagerStandIn(): TagManagerStandIn {
  const traffic: TagManagerTraffic = { scripts: [], hits: [] };
  async function install(context: BrowserContext): Promise<void> {
    await context.route(/^https:\/\/www\.googletagmanager\.com\/(gtm\.js|gtag\/js)\?/, async (route) => {
      const url = new URL(route.request().url());
      traffic.scripts.push(url.href);
      const body =
        url.pathname === '/gtm.js'
          ? `(${tagManagerContainer.toString()})(${JSON.stringify(CONTAINER_MEASUREMENT_ID)});`
          : `(${googleTag.toString()})(${JSON.stringify({ measurementId: url.searchParams.get('id'), fromContainer: url.searchParams.get('cx') === 'c' })});`;
      await route.fulfill({ contentType: 'application/javascript', headers: { 'Cache-Control': 'no-store' }, body });
    });
    await context.route(/^https:\/\/[a-z0-9-]+\.google-analytics\.com\/g\/collect\?/, async (route) => {
      traffic.hits.push(Object.fromEntries(new URL(route.request().url()).searchParams));
      await route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
  }
  return { name: 'google-tag', traffic, install };
}

/** gtm.js (serialised): the container's one tag is the GA4 tag, loaded from the tag manager's host. */
function tagManagerContainer(measurementId: string): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: 'gtm.dom' });
  const tag = document.createElement('script');
  tag.async = true;
  tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}&l=dataLayer&cx=c`;
  document.head.append(tag);
}

/**
 * gtag/js (serialised): a page_view with the client id of the app's `analytics_client` event. Like
 * the real tag it sends only when configured: by the container that loaded it, or by a
 * `gtag('config', id)` command in the dataLayer.
 */
function googleTag({ measurementId, fromContainer }: { measurementId: string; fromContainer: boolean }): void {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
  const configured = layer.some((entry) => typeof entry === 'object' && entry !== null && (entry as ArrayLike<unknown>)[0] === 'config' && (entry as ArrayLike<unknown>)[1] === measurementId);
  if (!fromContainer && !configured) return;
  const client = layer.find((entry): entry is { client_id: string } => typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'analytics_client');
  const hit = new URLSearchParams({ v: '2', tid: measurementId, cid: client?.client_id ?? '', en: 'page_view', dl: location.href });
  navigator.sendBeacon(`https://region1.google-analytics.com/g/collect?${hit}`);
}
