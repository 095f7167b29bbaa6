#!/usr/bin/env node
// Benchmarks (DESIGN §7: timings are measured here, never asserted in tests). Prints figures; it
// never fails on them.
//
//   npm run bench                          build, then measure everything
//   npm run bench -- --no-build            reuse dist-bench/ and dist-bench-prod/ from the last run
//   npm run bench -- --only=lighthouse     or --only=hall (comma-separated)
//   npm run bench -- --only=seo,pwa --prod-out=dist-bench-x   (--mock-out= too: build folders of your own)
//   npm run bench -- --runs=5 --port=4390  Lighthouse runs per page (default 3); first of four ports
//
// Builds: dist-bench/ (vite build --mode mock: the in-browser MSW mock, what QA and demo visitors
// open) and dist-bench-prod/ (vite build: the production bundle, served with the stateful mock API by
// the mock HTTP server, scripts/mock-server.mjs --static, decision record 015).
//
// lighthouse: Lighthouse 12 with its default config (the mobile preset: simulated slow 4G and 4x CPU),
//   performance category only, `--runs` runs per page in Debian's Chromium (chrome-launcher,
//   --headless=new): /en/, /en/gamehall and a game page of the production build against the mock
//   HTTP server, and /en/ of the mock build under vite preview. Median score, FCP, LCP, TBT and CLS,
//   with the spread [min-max]. Then the framework floor (scripts/bench-floor/, built into
//   dist-bench-floor/): React, a data router, a store with one query and i18next around a
//   prerendered header and heading, nothing else; what it scores on this machine is the most the
//   framework leaves room for (decision record 031). Each page's "vs floor" column compares its
//   medians with the floor's of the same run (score points, TBT as a multiple), so a slower or busier
//   machine cancels out; the load average before and after is printed above the table.
// hall: the mock build on /en/gamehall with 2,000 and 10,400 games (mock_catalog=large), Playwright:
//   - first tiles: when the first game tile stands in the viewport, and LCP, at 4x CPU (CDP
//     Emulation.setCPUThrottlingRate), on repeat visits (mock worker installed, HTTP cache warm):
//     the median of --runs visits, with the spread;
//   - elements inside the grid at the top and after jumping far down (budget 300);
//   - long animation frames (> 50 ms) during a scripted scroll, at 1x and 4x CPU;
//   - raw and gzip size of the hall's route chunk, found through the Vite manifest.
// seo: Lighthouse's SEO category (default config = mobile preset), one run per page, on /en/, a
//   content page of the mock CMS and the game page of the production build + mock server; the score
//   and every audit that did not pass, with the elements it names (goal: >= 95 on each).
// trace: the production build + mock server in the full Chromium at 4x CPU, phone viewport: a Chrome
//   trace of /en/, the hall and a game page (written to bench-traces/) and where the main thread's
//   time goes after the first paint (by kind, the ten costliest items, long tasks); then the warm
//   route change /en/ -> hall, until a tile is painted (scripts/lib/bench-trace.mjs).
// pwa: the production build + mock server in Playwright's Chromium: Chromium's own installability
//   check (CDP Page.getInstallabilityErrors; an empty list = installable) with the deployed manifest
//   and again once the page has switched to the content configuration's manifest (decision record
//   029), the manifest as Chromium resolved it, the service worker activated and controlling, and the
//   visited page reloaded offline (context.setOffline) showing its content.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { traceSection } from './lib/bench-trace.mjs';
import { startMockServer, startPreview } from './lib/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));

const argv = process.argv.slice(2);
const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SECTIONS = ['lighthouse', 'hall', 'seo', 'pwa', 'trace'];
const only = (option('only') ?? SECTIONS.join(',')).split(',').filter(Boolean);
for (const name of only) {
  if (!SECTIONS.includes(name)) {
    console.error(`bench: unknown section "${name}"; sections: ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}
const RUNS = Math.max(1, Number(option('runs') ?? 3));
const BASE_PORT = Number(option('port') ?? 4390);
const PORTS = { preview: BASE_PORT, mockServer: BASE_PORT + 1, chrome: BASE_PORT + 2, floor: BASE_PORT + 3 };

// --mock-out= / --prod-out=: other folders, so two people measuring at once do not build into the same one.
const MOCK_OUT = option('mock-out') ?? 'dist-bench';
const PROD_OUT = option('prod-out') ?? 'dist-bench-prod';
const FLOOR_OUT = 'dist-bench-floor';
const HALL = '/en/gamehall';
const GAME = '/en/game/lucky-orbit-fruits'; // a playable demo slot of the mock catalogue
const HALL_ROUTE_MODULE = 'src/features/games/routes/hall-route.ts';
const VIEWPORT = { width: 1440, height: 900 };

function build(outDir, mode) {
  console.log(`building ${mode === 'mock' ? 'a mock' : 'the production'} bundle into ${outDir}/ ...`);
  const modeArgs = mode === 'mock' ? ['--mode', 'mock'] : [];
  // The production build's pages carry their first data, asked from the mock backend (decision record 039).
  const builder = mode === 'mock' ? 'node_modules/vite/bin/vite.js' : 'scripts/build-with-data.mjs';
  const result = spawnSync(
    process.execPath,
    [builder, ...(mode === 'mock' ? ['build'] : []), ...modeArgs, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build into ${outDir}/ failed`);
}

/** The framework floor page (scripts/bench-floor/): its own Vite build, none of the app's config. */
async function buildFloor() {
  console.log(`building the framework floor into ${FLOOR_OUT}/ ...`);
  const { build: viteBuild } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await viteBuild({
    configFile: false,
    root: path.join(root, 'scripts', 'bench-floor'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: path.join(root, FLOOR_OUT), emptyOutDir: true },
  });
}

// ---------------------------------------------------------------- Lighthouse

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summary(values, format) {
  if (values.length === 0) return '-';
  const spread = values.length > 1 ? ` [${format(Math.min(...values))}-${format(Math.max(...values))}]` : '';
  return `${format(median(values))}${spread}`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;

async function lighthouseRuns(targets) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
    port: PORTS.chrome,
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const target of targets) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        if (process.stdout.isTTY) process.stdout.write(`lighthouse ${target.label} ${target.path}: run ${run} of ${RUNS}\r`);
        const result = await lighthouse(`${target.origin}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          runs.push({ error: lhr?.runtimeError?.code ?? 'no result' });
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      results.push({ ...target, runs });
    }
  } finally {
    await chrome.kill();
  }
  if (process.stdout.isTTY) process.stdout.write(`${' '.repeat(100)}\r`);
  return results;
}

async function lighthouseSection() {
  const { version } = require('lighthouse/package.json');
  const loadBefore = loadavg().map((value) => value.toFixed(2)).join(' ');
  const mockServer = await startMockServer({ staticDir: PROD_OUT, port: PORTS.mockServer });
  let preview;
  let floorServer;
  try {
    preview = await startPreview({ outDir: MOCK_OUT, port: PORTS.preview });
    floorServer = await startMockServer({ staticDir: FLOOR_OUT, port: PORTS.floor });
    const production = { label: 'production + mock server', origin: mockServer.url };
    const mock = { label: 'mock build (MSW)', origin: preview.url };
    const results = await lighthouseRuns([
      { ...production, path: '/en/' },
      { ...production, path: HALL },
      { ...production, path: GAME },
      { ...mock, path: '/en/' },
      { label: 'framework floor', origin: floorServer.url, path: '/' },
    ]);
    const medians = (result) => {
      const ok = result.runs.filter((run) => !run.error);
      const pick = (key) => ok.map((run) => run[key]).filter((value) => typeof value === 'number');
      return { pick, score: pick('score').length ? median(pick('score')) : null, tbt: pick('tbt').length ? median(pick('tbt')) : null };
    };
    // Each page beside the framework floor measured in the same run: the machine's speed cancels out.
    const floor = medians(results.at(-1));
    const versusFloor = (page) => {
      if (page === floor || floor.score === null || page.score === null) return '';
      const points = page.score - floor.score;
      const ratio = floor.tbt ? `TBT x${(page.tbt / floor.tbt).toFixed(1)}` : 'TBT -';
      return `${points >= 0 ? '+' : ''}${points} pts, ${ratio}`;
    };
    const rows = results.map((result) => {
      const errors = result.runs.filter((run) => run.error).map((run) => run.error);
      const page = medians(result);
      const { pick } = page;
      return [
        result.path,
        result.label,
        summary(pick('score'), String),
        summary(pick('fcp'), seconds),
        summary(pick('lcp'), seconds),
        summary(pick('tbt'), millis),
        summary(pick('cls'), (value) => value.toFixed(3)),
        result === results.at(-1) ? '(the floor)' : versusFloor(page),
        errors.length ? `${errors.length} failed: ${[...new Set(errors)].join(', ')}` : '',
      ];
    });
    const header = ['page', 'build', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'vs floor', ''];
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
    console.log(`\nLighthouse ${version}, default config (mobile: simulated slow 4G, 4x CPU), performance only; median of ${RUNS} [min-max]`);
    console.log(`load average before: ${loadBefore}; after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}\n`);
    for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
    console.log('\ngoals: home, hall and game page score >= 95 and at most 5 points below the floor, TBT at most x2 the floor\'s; mock build /en/ >= 90; LCP no worse than before');
    console.log('the framework floor is no page of the site: the most React, the router, the store and i18next leave room for here');
  } finally {
    await floorServer?.stop();
    await preview?.stop();
    await mockServer.stop();
  }
}

// ---------------------------------------------------------------- Game hall

/** The hall's route chunk (and the CSS it brings) from the Vite manifest. */
function routeChunkSizes() {
  const manifestPath = path.join(root, MOCK_OUT, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = manifest[HALL_ROUTE_MODULE];
  if (!entry) return null;
  const size = (file) => {
    const bytes = readFileSync(path.join(root, MOCK_OUT, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const js = size(entry.file);
  const css = (entry.css ?? []).map(size).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { file: entry.file, js, css };
}

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

async function measureHall(browser, base) {
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
  // Three visits each, as Lighthouse's pages get three runs: one visit alone swings too much.
  const paintsAt4x = async (url) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await paintAt4x(url));
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const frames = (list) => {
  if (!list.length) return '0';
  const max = Math.max(...list.map((frame) => frame.duration));
  const mock = list.filter((frame) => frame.mock).length;
  return `${list.length} (max ${millis(max)}; ${mock} of them answering mock requests)`;
};
const paint = (runs) =>
  `first tiles ${summary(runs.map((run) => run.firstTiles), millis)}, LCP ${summary(runs.map((run) => run.lcp), millis)}`;

async function hallSection() {
  const { chromium } = require('@playwright/test');
  const chunk = routeChunkSizes();
  const preview = await startPreview({ outDir: MOCK_OUT, port: PORTS.preview });
  let results;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      results = await measureHall(browser, preview.url);
    } finally {
      await browser.close();
    }
  } finally {
    await preview.stop();
  }

  const rows = [
    ['catalogue', `${results.rowCount} rows of 5 at ${VIEWPORT.width}x${VIEWPORT.height}`],
    ['hall, 4x CPU, 2,000 games', paint(results.default4x)],
    ['hall, 4x CPU, 10,400 games', `${paint(results.large4x)} (goal: first tiles within 2,500 ms)`],
    ['grid elements, top', `${results.topElements} (budget 300)`],
    ['grid elements, far down', `${results.farElements} at game #${results.farIndex} (budget 300)`],
    [`long frames > 50 ms (${results.frameType}), 3 s scroll, 1x CPU`, frames(results.scroll['1x'])],
    [`long frames > 50 ms (${results.frameType}), 3 s scroll, 4x CPU`, frames(results.scroll['4x'])],
    ['hall route chunk (JS)', chunk ? `${chunk.file}: ${kb(chunk.js.raw)} raw, ${kb(chunk.js.gzip)} gzip` : `${HALL_ROUTE_MODULE} not in the manifest`],
    ['hall route CSS', chunk ? `${kb(chunk.css.raw)} raw, ${kb(chunk.css.gzip)} gzip` : '-'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\nGame hall (mock build, vite preview, ${preview.url}${HALL}; repeat visit, mock worker installed)\n`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}

// ---------------------------------------------------------------- SEO (Lighthouse)

const CONTENT_PAGE = '/en/about'; // a content page of the mock CMS (mocks/cms/fixtures/content-pages)
const SEO_PAGES = ['/en/', CONTENT_PAGE, GAME];

/** What an audit that did not pass names: nodes, links or urls (at most five). */
function auditItems(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.source;
    const text = node?.snippet ?? item.href ?? item.url ?? item.text ?? item.line ?? JSON.stringify(item).slice(0, 160);
    const extra = item.text && item.text !== text ? ` "${item.text}"` : item.message ? ` (${item.message})` : '';
    return `${String(text).replace(/\s+/g, ' ').slice(0, 160)}${extra}`;
  });
}

async function seoSection() {
  const { version } = require('lighthouse/package.json');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const mockServer = await startMockServer({ staticDir: PROD_OUT, port: PORTS.mockServer });
  const rows = [];
  const failures = [];
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
      port: PORTS.chrome,
      logLevel: 'silent',
    });
    try {
      for (const page of SEO_PAGES) {
        const result = await lighthouse(`${mockServer.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          rows.push([page, '-', `failed: ${lhr?.runtimeError?.code ?? 'no result'}`]);
          continue;
        }
        const category = lhr.categories.seo;
        const failed = category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode));
        rows.push([page, String(Math.round((category.score ?? 0) * 100)), failed.map((audit) => audit.id).join(', ') || 'none']);
        for (const audit of failed) failures.push({ page, id: audit.id, title: audit.title, items: auditItems(audit) });
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    await mockServer.stop();
  }
  const header = ['page', 'SEO', 'audits not passed'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  console.log(`\nLighthouse ${version} SEO category, default config (mobile), production build + mock server (${PROD_OUT}/)\n`);
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
  for (const failure of failures) {
    console.log(`\n${failure.page}: ${failure.id} (${failure.title})`);
    for (const item of failure.items) console.log(`  - ${item}`);
  }
  console.log('\ngoal: SEO >= 95 on each page');
}

// ---------------------------------------------------------------- Installable web app

async function installability(cdp) {
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { url, errors, data, manifest } = await cdp.send('Page.getAppManifest');
  const appId = await cdp.send('Page.getAppId').catch(() => ({}));
  let parsed = null;
  try {
    parsed = data ? JSON.parse(data) : null;
  } catch {
    parsed = null;
  }
  return {
    errors: installabilityErrors.map((error) => [error.errorId, ...(error.errorArguments ?? []).map((arg) => `${arg.name}=${arg.value}`)].join(' ')),
    url,
    parseErrors: (errors ?? []).map((error) => error.message),
    manifest: parsed,
    resolved: manifest ?? null,
    appId: appId.appId ?? '-',
  };
}

const shortUrl = (url) => (url?.startsWith('blob:') ? `${url.slice(0, 40)}...` : url);

function describeManifest(result) {
  const manifest = result.manifest ?? {};
  const icons = (manifest.icons ?? []).map((icon) => `${(icon.src ?? icon.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${icon.sizes ?? ''} ${icon.purpose ?? 'any'}`.trim());
  return [
    ['manifest url', shortUrl(result.url) || '(none)'],
    ['installability errors', result.errors.length ? result.errors.join('; ') : 'none (installable)'],
    ['manifest parse errors', result.parseErrors.length ? result.parseErrors.join('; ') : 'none'],
    ['app id (resolved)', result.appId],
    ['start_url / scope (resolved)', result.resolved ? `${result.resolved.startUrl ?? '-'} / ${result.resolved.scope ?? '-'}` : '-'],
    ['name / short_name', `${manifest.name ?? '-'} / ${manifest.short_name ?? manifest.shortName ?? '-'}`],
    ['start_url / scope / id', `${manifest.start_url ?? manifest.startUrl ?? '-'} / ${manifest.scope ?? '-'} / ${manifest.id ?? '-'}`],
    ['display / theme / background', `${manifest.display ?? '-'} / ${manifest.theme_color ?? manifest.themeColor ?? '-'} / ${manifest.background_color ?? manifest.backgroundColor ?? '-'}`],
    ['icons', icons.join(', ') || '-'],
  ];
}

async function pwaSection() {
  const { chromium } = require('@playwright/test');
  const mockServer = await startMockServer({ staticDir: PROD_OUT, port: PORTS.mockServer });
  const sections = [];
  try {
    // A profile on disk: Chromium refuses to install from an incognito profile (newContext's).
    const profile = mkdtempSync(path.join(tmpdir(), 'bench-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: 412, height: 915 },
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const visited = `${mockServer.url}/en/`;
      const started = Date.now();
      await page.goto(visited, { waitUntil: 'load' });
      // Right after load, before the page settles: the manifest the HTML links.
      const deployed = await installability(cdp);
      const worker = await page
        // A plain (not async) predicate: waitForFunction takes a returned promise itself as the answer.
        .waitForFunction(() => (navigator.serviceWorker.controller?.state === 'activated' ? navigator.serviceWorker.controller.scriptURL : false), undefined, {
          timeout: 90_000,
        })
        .then((handle) => handle.jsonValue())
        .catch((error) => {
          console.error(`pwa: waiting for the worker: ${error.message.split('\n')[0]}`);
          return null;
        });
      const workerMs = Date.now() - started;
      const precache = await page.evaluate(async () => {
        const names = await caches.keys();
        const name = names.find((key) => key.includes('precache'));
        return name ? (await (await caches.open(name)).keys()).length : 0;
      });
      // The content configuration's manifest follows once the page has settled (4 s after load, then idle).
      const switched = await page
        .waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')?.startsWith('blob:'), undefined, { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      const configured = await installability(cdp);
      const iconLinks = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => `${link.rel} ${new URL(link.href).pathname} ${link.getAttribute('sizes') ?? ''}`.trim()),
      );
      // Offline: the page visited once opens from the worker's precache.
      const heading = async () => (await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 10_000 }).catch(() => null))?.trim() ?? null;
      const online = await heading();
      // With a second DevTools session attached, offline emulation fails the requests but leaves navigator.onLine true.
      await cdp.detach();
      await context.setOffline(true);
      const reload = await page.reload({ waitUntil: 'domcontentloaded' }).then((response) => `HTTP ${response?.status() ?? '-'}${response?.fromServiceWorker() ? ' from the service worker' : ''}`).catch((error) => `failed: ${error.message.split('\n')[0]}`);
      const offlineHeading = await heading();
      const offlineNotice = await page.getByTestId('pwa-offline').textContent({ timeout: 15_000 }).catch((error) => `(none: ${error.message.split('\n')[0]})`);
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(false);
      sections.push(['service worker', [
        ['active and controlling', worker ? `yes (${new URL(worker).pathname}), ${workerMs} ms after navigation` : 'NO (not within 90 s)'],
        ['precached entries', String(precache)],
      ]]);
      sections.push(['deployed manifest (at load)', describeManifest(deployed)]);
      sections.push([`content configuration's manifest (${switched ? 'switched' : 'NOT switched within 20 s'})`, [...describeManifest(configured), ['icon links', iconLinks.join(', ')]]]);
      sections.push([`offline reload of ${visited.replace(mockServer.url, '')}`, [
        ['navigation', reload],
        ['controlled by the worker', controlled ? 'yes' : 'no'],
        ['h1 online / offline', `${online ?? '-'} / ${offlineHeading ?? '(none)'}`],
        ['offline notice', offlineNotice?.trim() || '(none)'],
      ]]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  } finally {
    await mockServer.stop();
  }
  console.log(`\nInstallable web app (Chromium ${CHROMIUM_PATH}, production build + mock server, ${PROD_OUT}/)`);
  for (const [title, rows] of sections) {
    console.log(`\n${title}`);
    const width = Math.max(...rows.map(([name]) => name.length));
    for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  }
  console.log('\ngoal: installable (no installability errors), worker active, the visited page opens offline');
}

// ---------------------------------------------------------------- main

const load = () => loadavg()[0].toFixed(1);

async function main() {
  const reuse = argv.includes('--no-build');
  const needsProd = only.some((name) => ['lighthouse', 'seo', 'pwa', 'trace'].includes(name));
  const needsMock = only.some((name) => ['lighthouse', 'hall'].includes(name));
  if (needsMock && (!reuse || !existsSync(path.join(root, MOCK_OUT, 'index.html')))) build(MOCK_OUT, 'mock');
  if (needsProd && (!reuse || !existsSync(path.join(root, PROD_OUT, 'index.html')))) build(PROD_OUT, 'production');
  if (only.includes('lighthouse') && (!reuse || !existsSync(path.join(root, FLOOR_OUT, 'index.html')))) await buildFloor();
  const loadBefore = load();
  const started = Date.now();
  if (only.includes('lighthouse')) await lighthouseSection();
  if (only.includes('hall')) await hallSection();
  if (only.includes('seo')) await seoSection();
  if (only.includes('pwa')) await pwaSection();
  if (only.includes('trace')) await traceSection({ staticDir: PROD_OUT, port: PORTS.mockServer, pages: ['/en/', HALL, GAME], hall: HALL, runs: RUNS });
  console.log(
    `\nmachine: ${cpus().length} cores, 1-minute load average ${loadBefore} before and ${load()} after; ` +
      `measured in ${Math.round((Date.now() - started) / 1000)} s (ports ${PORTS.preview}-${PORTS.floor})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
