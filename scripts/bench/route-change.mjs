// The warm route change home -> hall the trace section times, on the site and on the framework floor
// (scripts/bench-floor/, whose hall is a grid of plain tiles) in the same run: each page visited
// twice first, so every chunk and answer is cached; then, at 4x CPU and without tracing, the
// router's own navigation (pushState + popstate, as a link's) until a tile stands painted in the
// viewport, `runs` times (at least five), back home between them.
import { PHONE_CONTEXT } from '../lib/chromium.mjs';
import { spread } from '../lib/bench-summary.mjs';

export const CPU_RATE = 4;
const MIN_ROUTE_CHANGES = 5;
/** What stands on each page once it is painted: the site's and the floor's hall mark their tiles alike. */
export const HALL_TILE = '[data-testid="game-grid"] [data-control="play"]';
const HOME_READY = 'main h1, main section';

/** Waits until the page is ready (the app's own flag when it sets one), the network idle, and 3 s more. */
export async function settle(page, { appReadyFlag = true } = {}) {
  if (appReadyFlag) await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(3_000);
}

/** Moves inside the app as a link would (the router's own navigation) and resolves with the ms until `readySelector` is painted; NaN after 30 s. */
export function routeChange(page, to, readySelector) {
  return page.evaluate(
    ([target, selector]) =>
      new Promise((resolve) => {
        const start = performance.now();
        // Layout is read only once a matching element exists, in the next frame: reading it at every
        // mutation would force layouts the route change itself does not do.
        let waiting = false;
        const visible = () =>
          [...document.querySelectorAll(selector)].some((element) => {
            const { top, bottom } = element.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight;
          });
        const observer = new MutationObserver(() => {
          if (waiting || !document.querySelector(selector)) return;
          waiting = true;
          requestAnimationFrame(() => {
            waiting = false;
            if (!visible()) return;
            observer.disconnect();
            // That frame shows it once its task ends.
            setTimeout(() => resolve(performance.now() - start), 0);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        setTimeout(() => resolve(Number.NaN), 30_000); // never shown: the median says so
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    [to, readySelector],
  );
}

/**
 * Opens `home` of `origin` in a fresh phone context, warms both pages, then times `runs` changes to
 * `hall` at 4x CPU. Resolves with { times, spread, page, context } (the caller closes the context,
 * after tracing one more change if it wants).
 */
export async function warmRouteChanges(browser, { origin, home, hall, runs, appReadyFlag = true }) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${home}`, { waitUntil: 'load', timeout: 60_000 });
  await settle(page, { appReadyFlag });
  for (let warm = 0; warm < 2; warm += 1) {
    await routeChange(page, hall, HALL_TILE);
    await page.waitForTimeout(1_000);
    await routeChange(page, home, HOME_READY);
    await page.waitForTimeout(1_000);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const times = [];
  for (let run = 0; run < Math.max(MIN_ROUTE_CHANGES, runs); run += 1) {
    times.push(await routeChange(page, hall, HALL_TILE));
    await page.waitForTimeout(1_500);
    await routeChange(page, home, HOME_READY);
    await page.waitForTimeout(1_500);
  }
  return { times, spread: spread(times), page, context };
}
