import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { RouteCase } from './route-table';

/** Raw translation keys ('common:brand.home') where a text should be. */
const RAW_KEY = /\b(common|system|home|ui):[a-z]/;

export interface RouteVisit {
  /** Where the browser goes (path and query, with the locale prefix). */
  address: string;
  /** Where it ends: `address`, or where that redirects. */
  endsAt: string;
  layout: RouteCase['layout'];
  locale: string;
  /** Move there inside the app (as a link would); false: the browser is already there (a fresh load). */
  push: boolean;
}

interface VisitArgs extends RouteVisit {
  rawKey: string;
  timeout: number;
}

type VisitOutcome = { heading: string | null } | { incomplete: { rendered: string | null; navigation: string | null; browser: string } };

/**
 * In the page, in one call (each round trip to the browser cost about as much as the render itself):
 * moves to the address if asked, then waits, frame by frame, until the page on screen is complete:
 * - the router's settled render of the address or of where it ends (the committed value of React
 *   Router's state context, found among React's fibers as app-state.ts finds the store: the router
 *   keeps the previous page on screen while the next one's loaders run), the browser at `endsAt`;
 * - the layout shown, `<html lang>` the locale's, no raw keys, the default layout's named navigation
 *   and footer, and a visible h1 with text (the icon page has none).
 * Returns that h1's text, or what was on screen when the time ran out. Self-contained: it runs in the page.
 */
async function visitInPage({ address, endsAt, layout, locale, push, rawKey, timeout }: VisitArgs): Promise<VisitOutcome> {
  type RouterState = { location: { pathname: string; search: string }; navigation: { state: string }; loaderData: unknown };
  type Fiber = { memoizedProps?: { value?: Partial<RouterState> | null }; child: Fiber | null; sibling: Fiber | null; stateNode?: { current?: Fiber } };
  const routerOnScreen = () => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    if (!root || !key) return null;
    const first = root[key] as Fiber;
    const stack: Array<Fiber | null> = [first.stateNode?.current ?? first];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const value = fiber.memoizedProps?.value;
      if (value && typeof value === 'object' && value.location && value.navigation && 'loaderData' in value) {
        return { rendered: value.location.pathname + value.location.search, navigation: value.navigation.state };
      }
      stack.push(fiber.sibling, fiber.child);
    }
    return null;
  };
  const visible = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const heading = (): string | null | false => {
    if (!visible(document.querySelector(`[data-layout="${layout}"]`)) || document.documentElement.lang !== locale) return false;
    if (new RegExp(rawKey).test(document.body.textContent ?? '')) return false;
    if (layout === 'default' && !(document.querySelector('nav[aria-label], nav[aria-labelledby]') && visible(document.querySelector('footer')))) return false;
    if (layout === 'icons') return null;
    const h1 = [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].find((element) => visible(element) && !element.closest('[aria-hidden="true"]'));
    return h1?.textContent?.replace(/\s+/g, ' ').trim() || false;
  };

  if (push) {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }
  const deadline = performance.now() + timeout;
  for (;;) {
    const router = routerOnScreen();
    const browser = window.location.pathname + window.location.search;
    const settled = router?.navigation === 'idle' && (router.rendered === address || router.rendered === endsAt) && browser === endsAt;
    const text = settled ? heading() : false;
    if (text !== false) return { heading: text };
    if (performance.now() > deadline) return { incomplete: { rendered: router?.rendered ?? null, navigation: router?.navigation ?? null, browser } };
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Goes to a route's address (or, with `push: false`, takes the page the browser has just loaded)
 * and checks its page: the app rendered where the route ends, in its layout and locale, with a page
 * heading, no raw keys, and the default layout's navigation and footer. Returns the page's h1 text
 * (null on the icon page). When the page does not become complete, the checks one by one say what is missing.
 */
export async function visitRoute(page: Page, visit: RouteVisit): Promise<string | null> {
  const outcome = await page.evaluate(visitInPage, { ...visit, rawKey: RAW_KEY.source, timeout: 10_000 });
  if ('heading' in outcome) return outcome.heading;
  const { address, endsAt, layout, locale } = visit;
  const { rendered, navigation, browser } = outcome.incomplete;
  expect(browser, `${address} ends at ${endsAt}`).toBe(endsAt);
  expect([address, endsAt], `${address}: the router's page on screen`).toContain(rendered);
  expect(navigation, `${address}: the router's navigation`).toBe('idle');
  await expect(page.locator(`[data-layout="${layout}"]`), `${address} uses the ${layout} layout`).toBeVisible();
  await expect(page.locator('html'), `${address} is in ${locale}`).toHaveAttribute('lang', locale);
  await expect(page.locator('body'), `${address} shows no raw keys`).not.toContainText(RAW_KEY);
  if (layout === 'default') {
    await expect(page.getByRole('navigation', { name: /./ }).first(), `${address} has its navigation`).toBeAttached();
    await expect(page.locator('footer'), `${address} has its footer`).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 }).first(), `${address} has a page heading`).toHaveText(/\S/);
  throw new Error(`${address}: the page became complete only after the time for it ran out (${JSON.stringify(outcome.incomplete)})`);
}

