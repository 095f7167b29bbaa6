import { matchRoutes, type RouteObject } from 'react-router';
import type { Metric } from 'web-vitals';
import { trackEvent } from './analytics';

/** The analytics event of one field measure (docs/performance.md, "Field figures"). */
export const WEB_VITAL_EVENT = 'web_vital';

/** The path the visitor landed on: the document's own navigation, whatever the app did since. */
function landingPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return new URL(navigation?.name ?? window.location.href).pathname;
}

/** The deepest route's name (the `name` of its handle, as the route table gives it), or `unknown`. */
export function routeName(matches: readonly { route: { handle?: unknown } }[]): string {
  const names = matches.map((match) => (match.route.handle as { name?: unknown } | undefined)?.name);
  const name = names.filter((value) => typeof value === 'string').at(-1);
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * What players' own browsers measure of the page they landed on: largest contentful paint,
 * interaction to next paint and cumulative layout shift, each sent once per page view to the
 * analytics layer (`web_vital` events), with the name of the route the visitor landed on (`page`,
 * such as `game` or `home`: never the address, so no ids and no query). The library reads the browser's
 * buffered entries, so starting it after the page has settled loses nothing; LCP goes on the first
 * input or when the page is hidden, INP and CLS when the page is hidden.
 */
export async function reportFieldVitals(routes: RouteObject[]): Promise<void> {
  const page = routeName(matchRoutes(routes, landingPath()) ?? []);
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const send = (metric: Metric) =>
    trackEvent(WEB_VITAL_EVENT, {
      metric: metric.name,
      value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating,
      navigation: metric.navigationType,
      page,
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
}
