// `npm run bench -- --only=trace`: where the main thread's time goes after the first paint, and what
// a warm route change costs. The production build against the mock HTTP server, in Debian's full
// Chromium at 4x CPU with a phone's viewport (as Lighthouse's mobile preset). A Chrome trace of /en/,
// the hall and a game page is written to bench-traces/ (open it in DevTools' Performance panel); the
// table names the costs after the first paint (by kind, the ten costliest items, long tasks). Then the
// warm route change /en/ -> hall, until a tile is painted.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../lib/chromium.mjs';
import { startMockServer } from '../lib/servers.mjs';
import { firstPaintTs, mainThreadCosts, mainThreadOf, sampledJsByChunk } from '../lib/trace-costs.mjs';
import { GAME, HALL } from './pages.mjs';

const CATEGORIES = [
  'toplevel',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
];
const HALL_TILE = '[data-testid="game-grid"] [data-control="play"]';
const PAGES = ['/en/', HALL, GAME];
const TRACE_DIR = 'bench-traces';
const CPU_RATE = 4;

async function settle(page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(3_000);
}

/** Moves inside the app as a link would (the router's own navigation) and waits until `ready` holds and painted. */
function routeChange(page, to, readySelector) {
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

/** The middle value (the upper of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function costsOf(traceBuffer, origin) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'));
  const thread = mainThreadOf(traceEvents, origin);
  if (!thread) return null;
  const fromTs = firstPaintTs(traceEvents, thread) ?? 0;
  return { ...mainThreadCosts(traceEvents, { thread, fromTs }), js: sampledJsByChunk(traceEvents, { thread, fromTs }) };
}

function printCosts(label, costs) {
  if (!costs) {
    console.log(`${label}: no main thread found in the trace`);
    return;
  }
  const long = costs.longTasks.slice(0, 5).map((task) => `${Math.round(task.ms)} ms at +${Math.round(task.at)} ms`).join(', ');
  console.log(`\n${label}: ${costs.totalMs} ms of main-thread tasks; ${costs.longTasks.length} long tasks${long ? ` (longest: ${long})` : ''}`);
  console.log(`  by kind: ${costs.byKind.map(({ kind, ms }) => `${kind} ${ms}`).join(', ')}`);
  // The ten costliest: JavaScript by chunk (from the samples, which name every chunk) beside the
  // browser's own kinds of work.
  const items = [
    ...(costs.js ?? []).map(({ chunk, ms }) => ({ item: `JavaScript: ${chunk}`, ms })),
    ...costs.byKind.filter(({ kind }) => kind !== 'script').map(({ kind, ms }) => ({ item: kind === 'other' ? 'other (tasks\' own time)' : kind, ms })),
  ].sort((a, b) => b.ms - a.ms);
  console.log('  top ten:');
  for (const { item, ms } of items.slice(0, 10)) console.log(`    ${String(ms).padStart(5)} ms  ${item}`);
}

/** The section: three pages' costs after the first paint, then home -> hall warm. */
export async function traceSection({ runs, ports, prodOut }) {
  mkdirSync(TRACE_DIR, { recursive: true });
  const server = await startMockServer({ staticDir: prodOut, port: ports.mockServer });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`\nMain thread after the first paint: ${prodOut}/ + mock HTTP server, Chromium at ${CPU_RATE}x CPU, 412x823 phone viewport; traces in ${TRACE_DIR}/`);
    for (const pagePath of PAGES) {
      // The first run's trace is kept and broken down; every run gives its blocking time.
      const blocking = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(PHONE_CONTEXT);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(server.url + pagePath, { waitUntil: 'load', timeout: 60_000 });
        await settle(page);
        const trace = await browser.stopTracing();
        const costs = costsOf(trace, server.url);
        if (costs) blocking.push(costs.blockingMs);
        if (run === 0) {
          const file = path.join(TRACE_DIR, `${pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}.json`);
          writeFileSync(file, trace);
          printCosts(pagePath, costs);
        }
        await context.close();
      }
      console.log(`  blocking time (each long task beyond 50 ms, summed), median of ${blocking.length}: ${median(blocking)} ms [${blocking.join(', ')}]`);
    }

    // Home -> hall with every chunk and answer already fetched (two round trips first).
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.url}/en/`, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    for (let warm = 0; warm < 2; warm += 1) {
      await routeChange(page, HALL, HALL_TILE);
      await page.waitForTimeout(1_000);
      await routeChange(page, '/en/', 'main h1, main section');
      await page.waitForTimeout(1_000);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    // Timed without tracing (the trace's own cost would be counted), then one more run traced.
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(await routeChange(page, HALL, HALL_TILE));
      await page.waitForTimeout(1_500);
      await routeChange(page, '/en/', 'main h1, main section');
      await page.waitForTimeout(1_500);
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    await routeChange(page, HALL, HALL_TILE);
    await page.waitForTimeout(1_500);
    const lastTrace = await browser.stopTracing();
    writeFileSync(path.join(TRACE_DIR, 'route-change-home-to-hall.json'), lastTrace);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nRoute change /en/ -> ${HALL}, warm, ${CPU_RATE}x CPU: median ${Math.round(median(sorted))} ms [${Math.round(sorted[0])}-${Math.round(sorted.at(-1))}] until a tile is painted (goal: under 300 ms)`);
    const { traceEvents } = JSON.parse(lastTrace.toString('utf8'));
    const thread = mainThreadOf(traceEvents, server.url);
    // From the trace's first task on the page's thread: the route change starts with the trace.
    const fromTs = traceEvents.reduce((first, event) => (event.ph === 'X' && `${event.pid}:${event.tid}` === thread ? Math.min(first, event.ts) : first), Number.POSITIVE_INFINITY);
    printCosts('  a traced route change (from its start; tracing adds its own cost)', thread ? { ...mainThreadCosts(traceEvents, { thread, fromTs }), js: sampledJsByChunk(traceEvents, { thread, fromTs }) } : null);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
