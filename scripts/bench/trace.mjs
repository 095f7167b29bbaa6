// `npm run bench -- --only=trace`: where the main thread's time goes after the first paint, and what
// a warm route change costs. The production build against the mock HTTP server, in Debian's full
// Chromium at 4x CPU with a phone's viewport (as Lighthouse's mobile preset). A Chrome trace of /en/,
// the hall and a game page is written to bench-traces/ (open it in DevTools' Performance panel); the
// table names the costs after the first paint (by kind, the ten costliest items, long tasks). Then the
// warm route change /en/ -> hall until a tile is painted, beside the framework floor's own
// home -> hall change in the same run (bench/route-change.mjs). The game page frames a game on a
// provider's https host (lib/game-host.mjs), as in a deployment.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { formatSpread } from '../lib/bench-summary.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../lib/chromium.mjs';
import { startSiteWithGameHost } from '../lib/game-host.mjs';
import { startMockServer } from '../lib/servers.mjs';
import { firstPaintTs, mainThreadCosts, mainThreadOf, sampledJsByChunk } from '../lib/trace-costs.mjs';
import { GAME, HALL } from './pages.mjs';
import { median } from './report.mjs';
import { CPU_RATE, HALL_TILE, routeChange, settle, warmRouteChanges } from './route-change.mjs';

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
const PAGES = ['/en/', HALL, GAME];
const TRACE_DIR = 'bench-traces';

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

/** The section: three pages' costs after the first paint, then home -> hall warm beside the floor's. Resolves with the route changes' spreads. */
export async function traceSection({ runs, ports, prodOut, floorOut }) {
  mkdirSync(TRACE_DIR, { recursive: true });
  const server = await startSiteWithGameHost({ staticDir: prodOut, port: ports.mockServer, gamePort: ports.games, hostPort: ports.gameHost });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...server.chromeArgs] });
  try {
    console.log(`\nMain thread after the first paint: ${prodOut}/ + mock HTTP server, Chromium at ${CPU_RATE}x CPU, 412x823 phone viewport; traces in ${TRACE_DIR}/`);
    for (const pagePath of PAGES) await tracePage(browser, server.url, pagePath, runs);
    return await routeChangesBesideFloor(browser, server.url, { runs, ports, floorOut });
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function tracePage(browser, origin, pagePath, runs) {
  // The first run's trace is kept and broken down; every run gives its blocking time.
  const blocking = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(origin + pagePath, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    const trace = await browser.stopTracing();
    const costs = costsOf(trace, origin);
    if (costs) blocking.push(costs.blockingMs);
    if (run === 0) {
      const file = path.join(TRACE_DIR, `${pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}.json`);
      writeFileSync(file, trace);
      printCosts(pagePath, costs);
      if (pagePath === GAME) console.log(`  game frame: ${page.frames().some((frame) => frame.url().startsWith('https://')) ? 'a game on the provider\'s https host' : 'NONE (the page shows no game)'}`);
    }
    await context.close();
  }
  console.log(`  blocking time (each long task beyond 50 ms, summed), median of ${blocking.length}: ${median(blocking)} ms [${blocking.join(', ')}]`);
}

/** Home -> hall with every chunk and answer already fetched, on the site and on the floor; one more site change traced. */
async function routeChangesBesideFloor(browser, origin, { runs, ports, floorOut }) {
  const ours = await warmRouteChanges(browser, { origin, home: '/en/', hall: HALL, runs });
  await browser.startTracing(ours.page, { categories: CATEGORIES });
  await routeChange(ours.page, HALL, HALL_TILE);
  await ours.page.waitForTimeout(1_500);
  const lastTrace = await browser.stopTracing();
  await ours.context.close();
  writeFileSync(path.join(TRACE_DIR, 'route-change-home-to-hall.json'), lastTrace);

  const floorServer = await startMockServer({ staticDir: floorOut, port: ports.floor });
  let floor;
  try {
    floor = await warmRouteChanges(browser, { origin: floorServer.url, home: '/', hall: '/gamehall', runs, appReadyFlag: false });
    await floor.context.close();
  } finally {
    await floorServer.stop();
  }
  console.log(`\nRoute change /en/ -> ${HALL}, warm, ${CPU_RATE}x CPU, until a tile is painted, ${ours.times.length} changes: median ${formatSpread(ours.spread)} (goal: at most 300 ms)`);
  console.log(`  the framework floor's / -> /gamehall (${floorOut}/, a grid of plain tiles), the same way: ${formatSpread(floor.spread)}`);
  const { traceEvents } = JSON.parse(lastTrace.toString('utf8'));
  const thread = mainThreadOf(traceEvents, origin);
  // From the trace's first task on the page's thread: the route change starts with the trace.
  const fromTs = traceEvents.reduce((first, event) => (event.ph === 'X' && `${event.pid}:${event.tid}` === thread ? Math.min(first, event.ts) : first), Number.POSITIVE_INFINITY);
  printCosts('  a traced route change (from its start; tracing adds its own cost)', thread ? { ...mainThreadCosts(traceEvents, { thread, fromTs }), js: sampledJsByChunk(traceEvents, { thread, fromTs }) } : null);
  return { ours: ours.spread, floor: floor.spread };
}
