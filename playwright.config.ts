import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { type AppBuild, MOCK_BUILD_SPECS, PARTNER_FRAME_SPEC } from './e2e/app-builds';

/**
 * The end-to-end suite on the build players get: the production build with its first data,
 * configured as the suite's deployment (`npm run build:e2e` -> dist/, or E2E_DIST), served with its headers file and its service
 * worker by the mock HTTP server, one server per worker (e2e/mock-backend.ts), in Debian's Chromium
 * headless shell (Playwright cannot download browsers here; decision record 054). The specs about
 * the mock build itself run in playwright.mock.config.ts.
 *
 *   npm run build:e2e && npx playwright test e2e/hall.spec.ts
 */
const OUT = process.env.E2E_OUT ?? 'test-results';
const CI = Boolean(process.env.CI);
const appBuild: AppBuild = 'production';

export default defineConfig<{ appBuild: AppBuild }>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: MOCK_BUILD_SPECS,
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
    appBuild,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    // The default language: unprefixed addresses stay Russian unless a spec asks for another browser language.
    locale: 'ru-RU',
    // The site's motion (skeleton shimmer, carousels, counters) is drawn frame by frame on the CPU;
    // the specs check what the pages say and do, not how they move (decision record 054).
    reducedMotion: 'reduce',
    // The identity check's frame asks for the camera: a fake one (scripts/lib/chromium.mjs).
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] },
  },
  projects: [
    {
      name: 'production',
      testIgnore: [...MOCK_BUILD_SPECS, PARTNER_FRAME_SPEC],
      // Desktop Chrome's own 1280 x 720: the same layout band as 1440 (min-width 1280px, five
      // columns in the hall), with 30 % fewer pixels to raster (docs/performance.md, "The suite's time").
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The full browser: the headless shell does not scroll a cross-site (out-of-process) frame's
      // contents into the page's view, so a click inside the partner's frame never lands there.
      name: 'production-partner-frame',
      testMatch: PARTNER_FRAME_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } },
    },
  ],
});
