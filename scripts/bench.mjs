#!/usr/bin/env node
// Benchmarks (timings are measured here, never asserted in tests). Prints figures; it never fails
// on them.
//
//   npm run bench                          build, then measure everything
//   npm run bench -- --no-build            reuse dist-bench/ and dist-bench-prod/ from the last run
//   npm run bench -- --only=lighthouse     or --only=hall (comma-separated)
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
//   trace       bench/trace.mjs       the main thread after the first paint, a warm route change
//
// Beside them in bench/, measurements run on their own (their commands in docs/performance.md):
// custom-code-cost.mjs and render-updates.mjs.
import { cpus } from 'node:os';
import { buildWhatSectionsNeed } from './bench/builds.mjs';
import { hallSection } from './bench/hall.mjs';
import { lighthouseSection } from './bench/lighthouse.mjs';
import { oneMinuteLoad } from './bench/load-average.mjs';
import { parseOptions, SECTIONS } from './bench/options.mjs';
import { pwaSection } from './bench/pwa.mjs';
import { seoSection } from './bench/seo.mjs';
import { traceSection } from './bench/trace.mjs';

const RUN_SECTION = { lighthouse: lighthouseSection, hall: hallSection, seo: seoSection, pwa: pwaSection, trace: traceSection };

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await buildWhatSectionsNeed(options);
  const loadBefore = oneMinuteLoad();
  const started = Date.now();
  for (const name of SECTIONS) {
    if (options.only.includes(name)) await RUN_SECTION[name](options);
  }
  const { ports } = options;
  console.log(
    `\nmachine: ${cpus().length} cores, 1-minute load average ${loadBefore} before and ${oneMinuteLoad()} after; ` +
      `measured in ${Math.round((Date.now() - started) / 1000)} s (ports ${ports.preview}-${ports.floor})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
