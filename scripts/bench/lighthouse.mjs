// `npm run bench -- --only=lighthouse`: Lighthouse 12 with its default config (the mobile preset:
// simulated slow 4G and 4x CPU), performance category only, `--runs` runs per page in Debian's
// Chromium (chrome-launcher, --headless=new): /en/, /en/gamehall and a game page of the production
// build against the mock HTTP server, and /en/ of the mock build under vite preview. Median score,
// FCP, LCP, TBT and CLS, with the spread [min-max]. Then the framework floor (scripts/bench-floor/,
// built into dist-bench-floor/): React, a data router, a store with one query and i18next around a
// prerendered header and heading, nothing else; what it scores on this machine is the most the
// framework leaves room for (decision record 031). Each page's "vs floor" column compares its
// medians with the floor's of the same run (score points, TBT as a multiple), so a slower or busier
// machine cancels out; the load average before and after is printed above the table. The game page
// frames a game on a provider's https host (lib/game-host.mjs; each run checks that the frame's page
// was fetched). Beside the table, each production page's blocking time on the page itself in the 9 s
// after `load`, without tracing (bench/on-page-blocking.mjs, blocking-ab's measure): work moved out
// of Lighthouse's window still counts there.
import { formatSpread } from '../lib/bench-summary.mjs';
import { GAME_PROVIDER_ORIGIN, startSiteWithGameHost } from '../lib/game-host.mjs';
import { startMockServer, startPreview } from '../lib/servers.mjs';
import { launchLighthouseChrome } from './lighthouse-chrome.mjs';
import { AFTER_LOAD_MS, blockingOfPages } from './on-page-blocking.mjs';
import { loadAverages } from './load-average.mjs';
import { GAME, HALL } from './pages.mjs';
import { requireFromRoot } from './project-root.mjs';
import { median, millis, printTable, seconds, summary } from './report.mjs';

/** `runs` Lighthouse runs of each target in one browser: per run its score and four metrics, or its error. */
async function lighthouseRuns(targets, { runs: runCount, chromePort, chromeArgs }) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchLighthouseChrome(chromePort, chromeArgs);
  const results = [];
  try {
    for (const target of targets) {
      const runs = [];
      for (let run = 1; run <= runCount; run += 1) {
        if (process.stdout.isTTY) process.stdout.write(`lighthouse ${target.label} ${target.path}: run ${run} of ${runCount}\r`);
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
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        runs.push({
          gameFrame: requests.some((request) => request.url.startsWith(`${GAME_PROVIDER_ORIGIN}/`) && request.resourceType === 'Document' && request.statusCode === 200),
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

const medians = (result) => {
  const ok = result.runs.filter((run) => !run.error);
  const pick = (key) => ok.map((run) => run[key]).filter((value) => typeof value === 'number');
  return { pick, score: pick('score').length ? median(pick('score')) : null, tbt: pick('tbt').length ? median(pick('tbt')) : null };
};

/** One table row per page; the last result is the floor the others are compared with. */
function tableRows(results, blocking) {
  // Each page beside the framework floor measured in the same run: the machine's speed cancels out.
  const floor = medians(results.at(-1));
  const versusFloor = (page) => {
    if (page === floor || floor.score === null || page.score === null) return '';
    const points = page.score - floor.score;
    const ratio = floor.tbt ? `TBT x${(page.tbt / floor.tbt).toFixed(1)}` : 'TBT -';
    return `${points >= 0 ? '+' : ''}${points} pts, ${ratio}`;
  };
  return results.map((result) => {
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
      result.label.startsWith('production') ? formatSpread(blocking.find((item) => item.path === result.path).spread) : '',
      errors.length ? `${errors.length} failed: ${[...new Set(errors)].join(', ')}` : '',
    ];
  });
}

/** The figures the closing summary judges: each production page beside the floor, the mock home. */
function figuresOf(results, blocking) {
  const floorScore = medians(results.at(-1)).score;
  const production = results.filter((result) => result.label.startsWith('production'));
  return {
    pages: production.map((result) => ({ path: result.path, score: medians(result).score, floorScore })),
    mockHome: medians(results.find((result) => result.label.startsWith('mock'))).score,
    blocking,
  };
}

export async function lighthouseSection({ runs, ports, mockOut, prodOut, floorOut }) {
  const { version } = requireFromRoot('lighthouse/package.json');
  const loadBefore = loadAverages();
  const site = await startSiteWithGameHost({ staticDir: prodOut, port: ports.mockServer, gamePort: ports.games, hostPort: ports.gameHost });
  let preview;
  let floorServer;
  try {
    preview = await startPreview({ outDir: mockOut, port: ports.preview });
    floorServer = await startMockServer({ staticDir: floorOut, port: ports.floor });
    const production = { label: 'production + mock server', origin: site.url };
    const mock = { label: 'mock build (MSW)', origin: preview.url };
    const results = await lighthouseRuns(
      [
        { ...production, path: '/en/' },
        { ...production, path: HALL },
        { ...production, path: GAME },
        { ...mock, path: '/en/' },
        { label: 'framework floor', origin: floorServer.url, path: '/' },
      ],
      { runs, chromePort: ports.chrome, chromeArgs: site.chromeArgs },
    );
    const loadAfterLighthouse = loadAverages();
    const blocking = await blockingOfPages({ origin: site.url, paths: ['/en/', HALL, GAME], runs, browserArgs: site.chromeArgs });
    const header = ['page', 'build', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'vs floor', `on-page blocking, ${AFTER_LOAD_MS / 1000} s after load`, ''];
    console.log(`\nLighthouse ${version}, default config (mobile: simulated slow 4G, 4x CPU), performance only; median of ${runs} [min-max]`);
    console.log(`load average before: ${loadBefore}; after Lighthouse: ${loadAfterLighthouse}; after the on-page blocking loads: ${loadAverages()}\n`);
    printTable(header, tableRows(results, blocking));
    const game = results.find((result) => result.path === GAME);
    const framed = game.runs.filter((run) => run.gameFrame).length;
    console.log(`\n${GAME}: the game's frame page (${GAME_PROVIDER_ORIGIN}) was fetched in ${framed} of ${game.runs.length} Lighthouse runs${framed < game.runs.length ? ' (NOT in every run: that figure is no game page\'s)' : ''}`);
    console.log(`on-page blocking: each long task's time beyond 50 ms in the ${AFTER_LOAD_MS / 1000} s after load, the page's own observer, no tracing, 4x CPU, median of ${runs} fresh loads [min-max]`);
    console.log('goals: home, hall and game page score >= 95 and at most 5 points below the floor, TBT at most x2 the floor\'s; mock build /en/ >= 90; LCP no worse than before');
    console.log('the framework floor is no page of the site: the most React, the router, the store and i18next leave room for here');
    return figuresOf(results, blocking);
  } finally {
    await floorServer?.stop();
    await preview?.stop();
    await site.stop();
  }
}
