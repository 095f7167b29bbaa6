// The blocking time a page's own long-task observer sees in the 9 s after `load`, with no tracing:
// each task's time beyond 50 ms, summed (as Lighthouse's total blocking time counts it), so work
// moved out of Lighthouse's window still counts. Each load runs in a fresh context of the given
// Playwright browser at 4x CPU with a phone's viewport. Used by `npm run bench -- --only=lighthouse`
// (beside its table) and by scripts/blocking-ab.mjs (two builds in turn).
import { chromium } from '@playwright/test';
import { spread } from '../lib/bench-summary.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../lib/chromium.mjs';

export const AFTER_LOAD_MS = 9_000;
const CPU_RATE = 4;

/** One fresh load of `url`: { blocking, longest } in ms. */
export async function blockingOf(browser, url) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const tasks = await page.evaluate(() => window.__longTasks);
    return { blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0), longest: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

/** `runs` fresh loads of each of `paths` (in turn) in a browser of its own: [{ path, spread }]. */
export async function blockingOfPages({ origin, paths, runs, browserArgs = [] }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...browserArgs] });
  const byPath = new Map(paths.map((pagePath) => [pagePath, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const pagePath of paths) byPath.get(pagePath).push((await blockingOf(browser, origin + pagePath)).blocking);
    }
  } finally {
    await browser.close();
  }
  return paths.map((pagePath) => ({ path: pagePath, spread: spread(byPath.get(pagePath)) }));
}
