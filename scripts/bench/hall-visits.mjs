// The hall section's visits, in Playwright's Chromium: a script added to every page records LCP, the
// first frame a game tile stands in the viewport and the long animation frames (> 50 ms); the visits
// throttle the CPU through CDP (Emulation.setCPUThrottlingRate) and scroll the grid.
import { HALL } from './pages.mjs';

export const VIEWPORT = { width: 1440, height: 900 };

const initScript = () => {
  window.__bench = { lcp: 0, firstTiles: 0, longFrames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // First tiles: the first frame in which a game tile stands inside the viewport.
  const watchTiles = () => {
    const links = document.querySelectorAll('[data-testid="game-grid"] [data-control="play"]');
    for (const link of links) {
      const { top, bottom } = link.getBoundingClientRect();
      if (top >= 0 && bottom <= window.innerHeight) {
        window.__bench.firstTiles = performance.now();
        return;
      }
    }
    requestAnimationFrame(watchTiles);
  };
  requestAnimationFrame(watchTiles);
  const type = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') ? 'long-animation-frame' : 'longtask';
  window.__bench.frameType = type;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= 50) continue;
      // MSW answers mock requests on the page's main thread (ServiceWorkerContainer message events).
      const mock = (entry.scripts ?? []).some((script) => String(script.invoker).includes('ServiceWorkerContainer'));
      window.__bench.longFrames.push({ duration: entry.duration, mock });
    }
  }).observe({ type, buffered: false });
};

const gridElements = (page) =>
  page.evaluate(() => document.querySelector('[data-testid="game-grid"]')?.querySelectorAll('*').length ?? -1);

async function waitForTiles(page) {
  await page.waitForFunction(
    () => {
      const links = [...document.querySelectorAll('[data-testid="game-grid"] [data-control="play"]')];
      return links.some((link) => {
        const { top, bottom } = link.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Scrolls the window 60 px per frame for `ms` and returns the long frames seen meanwhile. */
async function scriptedScroll(page, ms) {
  await page.evaluate(() => (window.__bench.longFrames = []));
  await page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const end = performance.now() + duration;
        const step = () => {
          window.scrollBy(0, 60);
          if (performance.now() < end) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
  await page.waitForTimeout(300);
  return page.evaluate(() => [...window.__bench.longFrames]);
}

/**
 * Repeat visits of the hall at 4x CPU with 2,000 games and with 10,400 (`visits` each), the grid's
 * elements at the top and far down, and the long frames of a scripted scroll at 4x and 1x CPU.
 */
export async function measureHall(browser, base, visits) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const results = {};
  const paintAt4x = async (url) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await waitForTiles(page);
    // A tile's image becomes the LCP entry a little after the tile is laid out: wait for it (at most 5 s).
    await page.waitForFunction(() => window.__bench.firstTiles > 0 && window.__bench.lcp >= window.__bench.firstTiles, undefined, { timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(300);
    return page.evaluate(() => ({ firstTiles: window.__bench.firstTiles, lcp: window.__bench.lcp }));
  };

  // Warm-up at 1x: install the mock worker and fill the HTTP cache. The mock backend answers from the
  // page's own main thread (MSW), so its work is inside these timings.
  await page.goto(`${base}${HALL}?mock_reset=1`);
  await waitForTiles(page);
  // Several visits each (--runs, as Lighthouse's pages get): one visit alone swings too much.
  const paintsAt4x = async (url) => {
    const runs = [];
    for (let run = 0; run < visits; run += 1) runs.push(await paintAt4x(url));
    return runs;
  };
  results.default4x = await paintsAt4x(`${base}${HALL}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto(`${base}${HALL}?mock_catalog=large`);
  await waitForTiles(page);
  results.large4x = await paintsAt4x(`${base}${HALL}`);
  results.frameType = await page.evaluate(() => window.__bench.frameType);
  results.rowCount = await page.evaluate(() => document.querySelector('[data-testid="game-grid"]')?.getAttribute('aria-rowcount'));
  results.topElements = await gridElements(page);

  const scroll4x = await scriptedScroll(page, 3000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const scroll1x = await scriptedScroll(page, 3000);
  results.scroll = { '1x': scroll1x, '4x': scroll4x };

  // Pages load in order as the end of the grid nears: keep going to the bottom until ~2,000 games are in.
  for (let tries = 0; tries < 300; tries += 1) {
    const last = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const cells = document.querySelectorAll('[data-testid="game-grid"] [data-index]');
      return Number(cells[cells.length - 1]?.getAttribute('data-index') ?? -1);
    });
    if (last > 2000) break;
    await page.waitForTimeout(200);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.9));
  await waitForTiles(page);
  results.farIndex = await page.evaluate(() => document.querySelector('[data-testid="game-grid"] [data-index]')?.getAttribute('data-index'));
  results.farElements = await gridElements(page);
  await context.close();
  return results;
}
