#!/usr/bin/env node
// Which components React re-renders while a page starts, in which lane, and what asked for it:
// the tool behind "components that do not show an answer do not re-render" (docs/performance.md).
//
//   node scripts/build-with-data.mjs --outDir dist-prof --minify false   # component names kept
//   node scripts/bench/render-updates.mjs --dir=dist-prof --path=/en/gamehall [--stacks]
//
// It patches the build's react-dom chunk in place (a profiling build, never a release) so that every
// update React schedules is recorded with the component and its three nearest component ancestors,
// then loads the page in Debian's Chromium at 4x CPU with a phone's viewport, as the trace bench
// does, and prints the long tasks and the updates in time order. "Sync" updates render in one
// blocking task; "Transition" ones in slices.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../lib/chromium.mjs';
import { startMockServer } from '../lib/servers.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dir = option('dir', 'dist-prof');
const pagePath = option('path', '/en/');
const withStacks = process.argv.includes('--stacks');
const MARK = '__renderUpdates';

const assets = path.join(dir, 'assets');
const reactDom = readdirSync(assets).find((name) => /^react-dom-.*\.js$/.test(name));
if (!reactDom) throw new Error(`no react-dom chunk in ${assets}`);
const file = path.join(assets, reactDom);
const source = readFileSync(file, 'utf8');
const ENTRY = 'function scheduleUpdateOnFiber(root, fiber, lane) {';
if (!source.includes(MARK)) {
  if (!source.includes(ENTRY)) throw new Error(`${file} is minified: build with --minify false`);
  const record = `if (typeof window !== 'undefined' && window.${MARK}) { var f = fiber, names = []; while (f && names.length < 4) { var t = f.type; if (t && typeof t !== 'string') names.push(t.displayName || t.name || (t.render && t.render.name) || '?'); f = f.return; } window.${MARK}.push([performance.now(), lane, names.join(' < '), new Error().stack]); }`;
  writeFileSync(file, source.replace(ENTRY, `${ENTRY}\n${record}`));
}

/** React 19's lanes by bit (ReactFiberLane). */
function laneName(lane) {
  if (lane === 1) return 'SyncHydration';
  if (lane === 2) return 'Sync';
  if (lane === 8) return 'InputContinuous';
  if (lane === 32) return 'Default';
  if (lane >= 256 && lane < 4_194_304) return 'Transition';
  if (lane === 268_435_456) return 'Idle';
  if (lane === 536_870_912) return 'Offscreen';
  return `lane ${lane}`;
}

/** What asked for the update, read from its stack. */
function causeOf(stack) {
  if (stack.includes('updateStoreInstance')) return 'an external store changed between render and commit';
  if (stack.includes('notifyNestedSubs')) return 'the Redux store notified its subscribers';
  if (stack.includes('forceStoreRerender')) return 'an external store notified its subscribers';
  if (stack.includes('dispatchSetState') || stack.includes('dispatchReducerAction')) return 'a state setter';
  if (stack.includes('DehydratedSuspense')) return 'a Suspense boundary left to hydrate';
  return '';
}

const server = await startMockServer({ staticDir: dir, port: 4471 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  await context.addInitScript((mark) => {
    window[mark] = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  }, MARK);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(9_000);
  const { updates, longTasks } = await page.evaluate((mark) => ({ updates: window[mark], longTasks: window.__longTasks }), MARK);
  console.log(`${pagePath} (${dir}), 4x CPU, 412x823`);
  console.log(`long tasks (start:ms): ${longTasks.map(([start, ms]) => `${Math.round(start)}:${Math.round(ms)}`).join(' ')}`);
  for (const [at, lane, names, stack] of updates) {
    const frames = withStacks ? `\n      ${stack.split('\n').slice(2, 9).map((line) => line.trim()).join('\n      ')}` : '';
    console.log(`${String(Math.round(at)).padStart(6)} ms  ${laneName(lane).padEnd(11)} ${names.padEnd(64)} ${causeOf(stack)}${frames}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
