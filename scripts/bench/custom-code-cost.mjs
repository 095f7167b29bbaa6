#!/usr/bin/env node
// What the operator's custom code costs on the home page (SPEC §4 "injected once on mount";
// decision record 045, update). Prints figures; never fails on them.
//
//   npx vite build --mode mock --outDir dist-cc && node scripts/bench/custom-code-cost.mjs --outDir=dist-cc [--port=4390]
//
// The mock build's /en/ is loaded in Chromium (repeat visits of one browser context) with the mock content
// configuration (one custom code entry per position) and with none (its `customCode` emptied in the
// page before the app reads it). For each: the JavaScript files fetched until 3 s after the app is
// ready (before the page settles, at least 4 s after load), their bytes, whether the custom code's
// chunk is among them, and when the app was ready, the load event came and the three positions had
// run (ms after navigation start; the page settles no sooner than 4 s after the load event).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startPreview } from '../lib/servers.mjs';

const option = (name) => process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const outDir = option('outDir') ?? 'dist-bench';
const port = Number(option('port') ?? 4390);
const WINDOW_MS = 3000;

/** Empties the content configuration's custom code as the app receives it (the mock worker answers in the page). */
function emptyCustomCode() {
  const original = window.fetch;
  window.fetch = async (...args) => {
    const response = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (!url.includes('cms-config')) return response;
    const body = await response.clone().json();
    if (body?.data?.attributes) body.data.attributes.customCode = [];
    return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

async function visit(context, url, { empty }) {
  const page = await context.newPage();
  if (empty) await page.addInitScript(emptyCustomCode);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
    scripts.push({ pathname, bytes });
  });
  await page.goto(`${url}/en/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-app-ready="true"]', { timeout: 30_000 });
  const readyAt = await page.evaluate(() => performance.now());
  const ranAt = await page
    .waitForFunction(() => (window.__customCodeRuns?.length ?? 0) >= 3 && performance.now(), undefined, { timeout: WINDOW_MS, polling: 20 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  await page.waitForTimeout(WINDOW_MS);
  // The page settles (the live chat, analytics) no sooner than 4 s after the load event.
  const loadAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0);
  await page.close();
  return { scripts, ranAt, readyAt, loadAt };
}

const server = await startPreview({ outDir, port });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  // A first visit installs the mock worker; the figures are from repeat visits after it.
  await visit(context, server.url, { empty: true });
  for (const empty of [true, false]) {
    const { scripts, ranAt, readyAt, loadAt } = await visit(context, server.url, { empty });
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const chunk = scripts.find((script) => script.pathname.includes('custom-code-on-mount'));
    console.log(`${empty ? 'no custom code   ' : 'mock custom code '}: ${scripts.length} script files, ${(total / 1024).toFixed(1)} KB (uncompressed); ` +
      `custom code chunk ${chunk ? `fetched (${(chunk.bytes / 1024).toFixed(2)} KB)` : 'not fetched'}; ` +
      `app ready at ${Math.round(readyAt)} ms, load event at ${Math.round(loadAt)} ms; ` +
      `three positions ran ${ranAt === null ? 'not within the window' : `at ${Math.round(ranAt)} ms`}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
