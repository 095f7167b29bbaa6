import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/**
 * The web app's offline test (e2e/pwa.spec.ts, project "pwa-production") and the hydration of
 * prerendered pages whose data is in before hydration (e2e/production-build.spec.ts): the PRODUCTION build
 * (a real service worker; mock builds have MSW's instead) served with the stateful mock backend on
 * one origin by `scripts/mock-server.mjs --static` (decision records 015, 026). Builds nothing:
 * run `npm run build` first (or set E2E_DIST to another production build folder).
 *
 *   npx vite build && npx playwright test -c playwright.pwa.config.ts
 */
const PORT = Number(process.env.E2E_PWA_PORT ?? 4319);
const DIST = process.env.E2E_DIST ?? 'dist';
const OUT = process.env.E2E_OUT ?? 'test-results';
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
// The partner demo page (docs/partners.md) on its own port: e2e/partner-frame.spec.ts reads it from the env.
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? PORT + 10);
process.env.E2E_PARTNER_PORT = String(PARTNER_PORT);

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['pwa.spec.ts', 'production-build.spec.ts', 'security-headers.spec.ts', 'partner-frame.spec.ts'],
  outputDir: `${OUT}/playwright-pwa`,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${OUT}/e2e-pwa.json` }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    locale: 'ru-RU',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: 'pwa-production',
      testIgnore: 'partner-frame.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The full browser: the headless shell does not scroll a cross-site (out-of-process) frame's
      // contents into the page's view, so a click inside the partner's frame never lands there.
      name: 'partner-frame',
      testMatch: 'partner-frame.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: {
    command: `node scripts/mock-server.mjs --static ${DIST} --port ${PORT} --partner-port ${PARTNER_PORT} --host ${HOST}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
