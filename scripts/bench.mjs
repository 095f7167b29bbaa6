#!/usr/bin/env node
// Benchmarks (timings are measured here, never asserted in tests). Prints figures; it never fails
// on them.
//
//   npm run bench                          build, then measure everything
//   npm run bench -- --no-build            reuse dist-bench/ and dist-bench-prod/ from the last run
//   npm run bench -- --only=lighthouse     or --only=hall (comma-separated; sections below)
//   npm run bench -- --only=seo,pwa --prod-out=dist-bench-x   (--mock-out= too: build folders of your own)
//   npm run bench -- --runs=5 --port=4390  Lighthouse runs per page (default 3); first of four ports
//
// Builds (bench/builds.mjs): dist-bench/ (vite build --mode mock: the in-browser MSW mock, what QA
// and demo visitors open) and dist-bench-prod/ (vite build: the production bundle, served with the
// stateful mock API by the mock HTTP server, scripts/mock-server.mjs --static, decision record 015).
//
// One module per section, each saying what it measures and how:
//   lighthouse  bench/lighthouse.mjs  performance category, beside the framework floor
//   hall        bench/hall.mjs        the game hall's first tiles, grid size, scroll frames, chunk size
//   seo         bench/seo.mjs         Lighthouse's SEO category and the audits not passed
//   pwa         bench/pwa.mjs         installability, the service worker, the page offline
//   trace       bench/trace.mjs       the main thread after the first paint, a warm route change beside the floor's
//   tap         bench/early-tap.mjs   an early tap: sign-in pressed 500 ms after the first paint, to the dialog's paint
//
// The production build's game page frames a game on a provider's https host (lib/game-host.mjs).
// Then a closing summary of the goals these figures are judged by (lib/bench-summary.mjs): each
// production page's score and gap to the floor, the mock home's score, the route change, the early
// tap, the on-page blocking time, and the load average before and after.
//
// Beside them in bench/, measurements run on their own (their commands in docs/performance.md):
// custom-code-cost.mjs and render-updates.mjs.
import { cpus } from 'node:os';
import { buildWhatSectionsNeed } from './bench/builds.mjs';
import { earlyTapSection } from './bench/early-tap.mjs';
import { hallSection } from './bench/hall.mjs';
import { lighthouseSection } from './bench/lighthouse.mjs';
import { oneMinuteLoad } from './bench/load-average.mjs';
import { parseOptions, SECTIONS } from './bench/options.mjs';
import { pwaSection } from './bench/pwa.mjs';
import { seoSection } from './bench/seo.mjs';
import { printTable } from './bench/report.mjs';
import { traceSection } from './bench/trace.mjs';
import { summaryRows } from './lib/bench-summary.mjs';

const RUN_SECTION = { lighthouse: lighthouseSection, hall: hallSection, seo: seoSection, pwa: pwaSection, trace: traceSection, tap: earlyTapSection };

/** What each section's result gives the closing summary (lib/bench-summary.mjs). */
const FIGURES_OF = {
  lighthouse: (result) => result,
  trace: (result) => ({ routeChange: result }),
  tap: (result) => ({ earlyTap: result }),
};

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await buildWhatSectionsNeed(options);
  const loadBefore = oneMinuteLoad();
  const started = Date.now();
  let figures = {};
  for (const name of SECTIONS) {
    if (!options.only.includes(name)) continue;
    const result = await RUN_SECTION[name](options);
    if (FIGURES_OF[name] && result) figures = { ...figures, ...FIGURES_OF[name](result) };
  }
  const { ports } = options;
  const loadAfter = oneMinuteLoad();
  if (options.only.some((name) => name in FIGURES_OF)) {
    console.log('\nSummary (issue goals; a section not run is named):');
    printTable(['goal', 'figure', 'verdict'], summaryRows({ ...figures, load: { before: loadBefore, after: loadAfter } }));
  }
  console.log(
    `\nmachine: ${cpus().length} cores, 1-minute load average ${loadBefore} before and ${loadAfter} after; ` +
      `measured in ${Math.round((Date.now() - started) / 1000)} s (ports ${ports.preview}-${ports.gameHost})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
