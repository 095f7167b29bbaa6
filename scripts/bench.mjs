#!/usr/bin/env node
// Game-hall benchmark (DESIGN §7: timings are measured here, never asserted in tests).
//
//   npm run bench                 build a mock production bundle into dist-bench/, then measure
//   npm run bench -- --no-build   reuse dist-bench/ from the last run
//
// Serves dist-bench/ with `vite preview` on port 4390 and drives Debian's Chromium with Playwright on
// /en/gamehall with the 10,000+ game catalogue (mock_catalog=large). It prints one table:
//   - elements inside the grid element at the top and after jumping far down (budget: 300);
//   - long animation frames (> 50 ms) during a scripted scroll, at 1x and 4x CPU;
//   - LCP of the hall under 4x CPU throttling (CDP Emulation.setCPUThrottlingRate);
//   - raw and gzip size of the hall's route chunk, found through the Vite manifest.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));
const { chromium } = require('@playwright/test');

const PORT = 4390;
const HOST = '127.0.0.1';
const BASE = `http://${HOST}:${PORT}`;
const OUT_DIR = 'dist-bench';
const HALL = '/en/gamehall';
const HALL_ROUTE_MODULE = 'src/features/games/hall/hall-route.tsx';
// Same browser and flags as playwright.config.ts (CHROMIUM_PATH / CHROMIUM_ARGS).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VIEWPORT = { width: 1440, height: 900 };

function build() {
  console.log(`building a mock production bundle into ${OUT_DIR}/ ...`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--outDir', OUT_DIR, '--manifest', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

async function startPreview() {
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'mock', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', HOST],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited: ${stderr}`);
    try {
      if ((await fetch(`${BASE}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${BASE}`);
}

function stopPreview(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** The hall's route chunk (and the CSS it brings) from the Vite manifest. */
function routeChunkSizes() {
  const manifestPath = path.join(root, OUT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = manifest[HALL_ROUTE_MODULE];
  if (!entry) return null;
  const size = (file) => {
    const bytes = readFileSync(path.join(root, OUT_DIR, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const js = size(entry.file);
  const css = (entry.css ?? []).map(size).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  // Chunks only the hall pulls in statically (shared chunks of other routes are not counted).
  const own = (entry.imports ?? []).filter((key) => !key.startsWith('_index') && manifest[key]?.file).map((key) => manifest[key].file);
  return { file: entry.file, js, css, imports: own };
}

const initScript = () => {
  window.__bench = { lcp: 0, longFrames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
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

async function measure(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const results = {};
  const lcpAt4x = async (url) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await waitForTiles(page);
    await page.waitForTimeout(500);
    return page.evaluate(() => window.__bench.lcp);
  };

  // Warm-up at 1x: install the mock worker and fill the HTTP cache. The mock backend answers from the
  // page's own main thread (MSW), so its work is inside these timings: the large catalogue is
  // generated again on every page load, which is why the default catalogue is measured too.
  await page.goto(`${BASE}${HALL}?mock_reset=1`);
  await waitForTiles(page);
  results.lcpDefault4x = await lcpAt4x(`${BASE}${HALL}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto(`${BASE}${HALL}?mock_catalog=large`);
  await waitForTiles(page);
  results.lcp4x = await lcpAt4x(`${BASE}${HALL}`);
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const frames = (list) => {
  if (!list.length) return '0';
  const max = Math.max(...list.map((frame) => frame.duration));
  const mock = list.filter((frame) => frame.mock).length;
  return `${list.length} (max ${ms(max)}; ${mock} of them answering mock requests)`;
};

async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(path.join(root, OUT_DIR))) build();
  const chunk = routeChunkSizes();
  const server = await startPreview();
  let results;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      results = await measure(browser);
    } finally {
      await browser.close();
    }
  } finally {
    stopPreview(server);
  }

  const rows = [
    ['catalogue', `${results.rowCount} rows of 5 at ${VIEWPORT.width}x${VIEWPORT.height}`],
    ['grid elements, top', `${results.topElements} (budget 300)`],
    ['grid elements, far down', `${results.farElements} at game #${results.farIndex} (budget 300)`],
    [`long frames > 50 ms (${results.frameType}), 3 s scroll, 1x CPU`, frames(results.scroll['1x'])],
    [`long frames > 50 ms (${results.frameType}), 3 s scroll, 4x CPU`, frames(results.scroll['4x'])],
    ['hall LCP, 4x CPU, 2,000 games', ms(results.lcpDefault4x)],
    ['hall LCP, 4x CPU, 10,000+ games', ms(results.lcp4x)],
    ['hall route chunk (JS)', chunk ? `${chunk.file}: ${kb(chunk.js.raw)} raw, ${kb(chunk.js.gzip)} gzip` : 'manifest not found'],
    ['hall route CSS', chunk ? `${kb(chunk.css.raw)} raw, ${kb(chunk.css.gzip)} gzip` : '-'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\nGame hall benchmark (${BASE}${HALL}?mock_catalog=large)\n`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
