// @vitest-environment jsdom
import type { Metric } from 'web-vitals';
import { reportFieldVitals, WEB_VITAL_EVENT } from './field-vitals';

const handlers: Partial<Record<Metric['name'], (metric: Metric) => void>> = {};
vi.mock('web-vitals', () => ({
  onLCP: (send: (metric: Metric) => void) => (handlers.LCP = send),
  onINP: (send: (metric: Metric) => void) => (handlers.INP = send),
  onCLS: (send: (metric: Metric) => void) => (handlers.CLS = send),
}));

const metric = (name: Metric['name'], value: number, rating: Metric['rating']) =>
  ({ name, value, rating, delta: value, id: `v5-${name}`, entries: [], navigationType: 'navigate', navigationId: '1' }) as unknown as Metric;

/** A route tree shaped as the app's: a locale root with named children. */
const ROUTES = [
  {
    path: '/en',
    handle: { name: 'locale' },
    children: [
      { path: 'game/:sysname', handle: { name: 'game' } },
      { path: 'cashier/paysuccess/:id', handle: { name: 'cashierPaySuccess' } },
    ],
  },
];

afterEach(() => {
  window.dataLayer = [];
});

describe('reportFieldVitals', () => {
  it('sends LCP, INP and CLS once each to the analytics layer, named by the landing route and rounded', async () => {
    window.dataLayer = [];
    window.history.replaceState(null, '', '/en/game/lucky-orbit-fruits');
    await reportFieldVitals(ROUTES);
    handlers.LCP?.(metric('LCP', 1234.56, 'good'));
    handlers.INP?.(metric('INP', 312.4, 'needs-improvement'));
    handlers.CLS?.(metric('CLS', 0.04567, 'good'));
    expect(window.dataLayer).toEqual([
      { event: WEB_VITAL_EVENT, metric: 'LCP', value: 1235, rating: 'good', navigation: 'navigate', page: 'game' },
      { event: WEB_VITAL_EVENT, metric: 'INP', value: 312, rating: 'needs-improvement', navigation: 'navigate', page: 'game' },
      { event: WEB_VITAL_EVENT, metric: 'CLS', value: 0.046, rating: 'good', navigation: 'navigate', page: 'game' },
    ]);
  });

  it('names a page without a named route unknown', async () => {
    window.dataLayer = [];
    window.history.replaceState(null, '', '/en/nowhere/at/all');
    await reportFieldVitals([{ path: '/en/nowhere/*' }]);
    handlers.LCP?.(metric('LCP', 900, 'good'));
    expect(window.dataLayer).toEqual([expect.objectContaining({ metric: 'LCP', page: 'unknown' })]);
  });

  it('never sends the address', async () => {
    window.history.replaceState(null, '', '/en/cashier/paysuccess/123?token=secret');
    window.dataLayer = [];
    await reportFieldVitals(ROUTES);
    handlers.LCP?.(metric('LCP', 900, 'good'));
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/paysuccess|123|secret/);
  });
});
