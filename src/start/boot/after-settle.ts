import type { RouteObject } from 'react-router';
import { reportFieldVitals } from '@/lib/analytics/field-vitals';
import { startWebApp } from '@/lib/pwa/start-web-app';

/**
 * The start's last step, one chunk loaded once the page has settled or the visitor first acts (no
 * first paint needs it): the web app (worker, build watch, update policy; the service worker only in
 * production builds without mocks, whose scope MSW's worker owns) and the field figures of the page
 * the visitor landed on.
 */
export function afterSettle(routes: RouteObject[], serviceWorker: boolean): void {
  startWebApp({ serviceWorker });
  void reportFieldVitals(routes);
}
