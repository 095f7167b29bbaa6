// `npm run bench -- --only=hall`: the mock build on /en/gamehall with 2,000 and 10,400 games
// (mock_catalog=large), Playwright:
//   - first tiles: when the first game tile stands in the viewport, and LCP, at 4x CPU (CDP
//     Emulation.setCPUThrottlingRate), on repeat visits (mock worker installed, HTTP cache warm):
//     the median of --runs visits, with the spread;
//   - elements inside the grid at the top and after jumping far down (budget 300);
//   - long animation frames (> 50 ms) during a scripted scroll, at 1x and 4x CPU;
//   - raw and gzip size of the hall's route chunk, found through the Vite manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startPreview } from '../lib/servers.mjs';
import { measureHall, VIEWPORT } from './hall-visits.mjs';
import { HALL } from './pages.mjs';
import { requireFromRoot, root } from './project-root.mjs';
import { kb, millis, printPairs, summary } from './report.mjs';

const HALL_ROUTE_MODULE = 'src/features/games/routes/hall-route.ts';
/** The hall's route chunk (and the CSS it brings) from the Vite manifest. */
function routeChunkSizes(mockOut) {
  const manifestPath = path.join(root, mockOut, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = manifest[HALL_ROUTE_MODULE];
  if (!entry) return null;
  const size = (file) => {
    const bytes = readFileSync(path.join(root, mockOut, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const js = size(entry.file);
  const css = (entry.css ?? []).map(size).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { file: entry.file, js, css };
}

const frames = (list) => {
  if (!list.length) return '0';
  const max = Math.max(...list.map((frame) => frame.duration));
  const mock = list.filter((frame) => frame.mock).length;
  return `${list.length} (max ${millis(max)}; ${mock} of them answering mock requests)`;
};
const paint = (runs) =>
  `first tiles ${summary(runs.map((run) => run.firstTiles), millis)}, LCP ${summary(runs.map((run) => run.lcp), millis)}`;

export async function hallSection({ runs, ports, mockOut }) {
  const { chromium } = requireFromRoot('@playwright/test');
  const chunk = routeChunkSizes(mockOut);
  const preview = await startPreview({ outDir: mockOut, port: ports.preview });
  let results;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      results = await measureHall(browser, preview.url, runs);
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
  console.log(`\nGame hall (mock build, vite preview, ${preview.url}${HALL}; repeat visit, mock worker installed)\n`);
  printPairs(rows);
}
