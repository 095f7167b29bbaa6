import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { type AppBuild, MOCK_BUILD_SPECS } from './e2e/app-builds';

/**
 * The specs about the mock build itself (e2e/app-builds.ts): the static demo with its in-page mock
 * backend (`npm run build:mock` -> dist-mock/, or E2E_DIST), served by `vite preview`. Everything
 * else runs on the production build (playwright.config.ts).
 *
 *   npm run build:mock && npx playwright test -c playwright.mock.config.ts
 */
// E2E_PORT / E2E_DIST / E2E_OUT let several people (or helpers) run specs side by side.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DIST = process.env.E2E_DIST ?? 'dist-mock';
const OUT = process.env.E2E_OUT ?? 'test-results';
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
const CI = Boolean(process.env.CI);
const appBuild: AppBuild = 'mock';

export default defineConfig<{ appBuild: AppBuild }>({
  testDir: 'e2e',
  testMatch: MOCK_BUILD_SPECS,
  outputDir: `${OUT}/playwright-mock`,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `${OUT}/e2e-mock.json` }]],
  use: {
    appBuild,
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow', // MSW runs in a service worker
    locale: 'ru-RU',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'mock', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Direct node call (no npx) so nothing else sits between Playwright and the server process.
    command: `node node_modules/vite/bin/vite.js preview --mode mock --outDir ${DIST} --port ${PORT} --strictPort --host ${HOST}`,
    url: `${BASE_URL}/`,
    // Never test somebody else's server on this port (a leftover server would answer with another build).
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
