#!/usr/bin/env node
// Compares the blocking time of two or more production builds, loaded in turn, so a change is read
// against this machine's noise rather than against a figure from another hour (docs/performance.md).
//
//   node scripts/build-with-data.mjs --outDir /tmp/before     # on the old commit
//   node scripts/build-with-data.mjs --outDir /tmp/after      # on the new one
//   node scripts/blocking-ab.mjs /tmp/before /tmp/after --paths=/en/,/en/gamehall --rounds=6
//
// Each build is served by the mock HTTP server; each load runs in a fresh context of Debian's
// Chromium at 4x CPU with a phone's viewport, without tracing. Blocking time is what the page's own
// long-task observer saw in the 9 s after `load` (bench/on-page-blocking.mjs, which `npm run bench`
// prints beside Lighthouse too). The order of the builds alternates between rounds.
// Compare one build with itself first: the difference is the noise.
import { chromium } from '@playwright/test';
import { blockingOf } from './bench/on-page-blocking.mjs';
import { median } from './bench/report.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startMockServer } from './lib/servers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rounds = Number(option('rounds', '5'));
const paths = option('paths', '/en/').split(',');
const dirs = args.filter((arg) => !arg.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: node scripts/blocking-ab.mjs DIR [DIR...] [--paths=/en/,/en/gamehall] [--rounds=5]');
  process.exit(2);
}

const servers = [];
for (const [index, dir] of dirs.entries()) servers.push(await startMockServer({ staticDir: dir, port: 4550 + index }));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = new Map();
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...dirs.keys()].reverse() : [...dirs.keys()];
    for (const pagePath of paths) {
      for (const index of order) {
        const key = `${pagePath}  ${dirs[index]}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await blockingOf(browser, servers[index].url + pagePath));
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
for (const [key, runs] of results) {
  const blocking = runs.map((run) => Math.round(run.blocking));
  console.log(
    `${key.padEnd(48)} blocking ${median(blocking)} ms [${blocking.join(', ')}], longest task ${Math.round(median(runs.map((run) => run.longest)))} ms`,
  );
}
