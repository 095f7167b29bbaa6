import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests run against the already-built mock app (`npm run build:mock` -> dist-mock/),
 * served by `vite preview` on a dedicated port, in Debian's Chromium headless shell (Playwright cannot
 * download browsers here; `node scripts/ensure-chromium.mjs` installs it). See TOOLCHAIN.md and
 * scripts/lib/chromium.mjs.
 */
// E2E_PORT / E2E_DIST / E2E_OUT let several people (or helpers) run specs side by side.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DIST = process.env.E2E_DIST ?? 'dist-mock';
const OUT = process.env.E2E_OUT ?? 'test-results';
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The production build's own specs (its worker, its headers, a partner's frame) run in playwright.pwa.config.ts.
  testIgnore: ['**/production-build.spec.ts', '**/security-headers.spec.ts', '**/partner-frame.spec.ts'],
  // Keep Playwright's per-run cleanup away from test-results/vitest.json.
  outputDir: `${OUT}/playwright`,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One more than the machine's 2 cores: with two, the CPU sat idle for a part of the run while a
  // test waited on a timer or the network; a third fills it (docs/performance.md, "The suite's time").
  workers: 3,
  // axe runs over a whole page take 10-35 s on a busy 2-core machine; a passing test is not slowed by this.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `${OUT}/e2e.json` }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow', // MSW runs in a service worker
    // The default language: unprefixed addresses stay Russian unless a spec asks for another browser language.
    locale: 'ru-RU',
    // The site's motion (skeleton shimmer, carousels, counters) is drawn frame by frame on the CPU;
    // the specs check what the pages say and do, not how they move (decision record 054).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'desktop-chromium',
      use: {
        // Desktop Chrome's own 1280 x 720: the same layout band as 1440 (min-width 1280px, five
        // columns in the hall), with 30 % fewer pixels for the headless shell to raster and composite
        // on every frame (docs/performance.md, "The suite's time").
        ...devices['Desktop Chrome'],
        // devices[] may carry a channel; we always drive the executable above.
        channel: undefined,
      },
    },
  ],
  webServer: {
    // Direct node call (no npx) so nothing else sits between Playwright and the server process.
    command: `node node_modules/vite/bin/vite.js preview --mode mock --outDir ${DIST} --port ${PORT} --strictPort --host ${HOST}`,
    url: `${BASE_URL}/`,
    // Never test somebody else's server on this port (TOOLCHAIN.md, gotcha 4).
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
