/**
 * Shared Playwright helpers. Specs import `test` and `expect` from here instead of
 * '@playwright/test':
 *
 *   import { test, expect, gotoApp, mockScenario } from './fixtures';
 *
 *   test('banned user sees the ban page', async ({ page, collectPageErrors }) => {
 *     collectPageErrors.allow(/status of 403/); // the forced error is expected here
 *     await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com',
 *       mock_error: 'account.getInfo:UserBanned' });
 *     await expect(page.getByRole('heading', { name: /banned/i })).toBeVisible();
 *   });
 */
import { test as base, expect, type ConsoleMessage, type Page, type Response, type WebError } from '@playwright/test';
import type { AppBuild } from './app-builds';
import { type MockBackend, resetBackend, setScenario, startWorkerBackend } from './mock-backend';

export { expect };

/** How long the first render may take after navigation (mock worker start-up included). */
export const APP_READY_TIMEOUT = 15_000;

/**
 * Navigates to `path` (relative to baseURL) and waits until the app has rendered, i.e. until
 * the app sets `document.documentElement.dataset.appReady = 'true'` after its first render.
 */
export async function gotoApp(
  page: Page,
  path = '/',
  options: { timeout?: number } = {},
): Promise<Response | null> {
  const timeout = options.timeout ?? APP_READY_TIMEOUT;
  const response = await page.goto(path, { waitUntil: 'domcontentloaded', timeout });
  await waitForAppReady(page, { timeout });
  return response;
}

/**
 * Moves inside the running app to `address` with the router's own navigation (as a click on a link
 * would): a render, not a page load.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
}

/** Waits for the app-ready flag (after a reload or an in-page full navigation). */
export async function waitForAppReady(page: Page, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? APP_READY_TIMEOUT;
  try {
    // `documentElement` is null for a moment while a full navigation swaps the document.
    await page.waitForFunction(() => document.documentElement?.dataset.appReady === 'true', undefined, { timeout });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new Error(
        `The app did not set <html data-app-ready="true"> within ${timeout} ms at ${page.url()} ` +
          '(see the page errors below, if any).',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * QA scenario switches of the mock backend (mocks/scenarios.ts, mocks/README.md). Values are sent as
 * written; arrays repeat the parameter (mock_error may appear several times).
 */
export interface ScenarioQuery {
  /** 1: reseed the mock database first. */
  mock_reset?: 1 | '1' | true;
  /** 'namespace.method:ErrorType[:times]', e.g. 'account.getInfo:UserBanned'; 'clear' removes them. */
  mock_error?: string | string[];
  /** Delay before every mock answer, ms. */
  mock_latency?: number | string;
  /** 1: every mock call fails with a network error; 0: back online. */
  mock_offline?: 0 | 1 | '0' | '1' | boolean;
  /** 1: sign out. */
  mock_logout?: 1 | '1' | true;
  /** Email of a demo account to sign in as. */
  mock_login?: string;
  /** 'large' switches to the 10,000+ game catalogue. */
  mock_catalog?: 'large' | 'default';
  /** Any other mock_* switch added later. */
  [key: `mock_${string}`]: string | number | boolean | Array<string | number> | undefined;
}

type QueryValue = string | number | boolean;

function paramValue(value: QueryValue): string {
  if (value === true) return '1';
  if (value === false) return '0';
  return String(value);
}

/**
 * Returns `url` with the scenario parameters appended (existing parameters and the hash are
 * kept). `query` may be an object, a URLSearchParams, or a query string ('mock_reset=1&...').
 * Works for paths ('/en/games?x=1') and absolute URLs.
 */
export function withScenario(url: string, query: ScenarioQuery | URLSearchParams | string): string {
  const extra = new URLSearchParams();
  if (typeof query === 'string') {
    for (const [key, value] of new URLSearchParams(query.replace(/^[?&]/, ''))) extra.append(key, value);
  } else if (query instanceof URLSearchParams) {
    for (const [key, value] of query) extra.append(key, value);
  } else {
    for (const [key, value] of Object.entries(query) as Array<[string, ScenarioQuery[keyof ScenarioQuery]]>) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) extra.append(key, paramValue(item));
    }
  }
  const added = extra.toString();
  if (!added) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}${added}${hash}`;
}

/**
 * Sets the QA scenario switches, then opens `path` (default '/') and waits for the app. On the
 * production build the switches go to the mock server's admin for this browser (its session
 * cookie); on the mock build they ride on the address, where the in-page mock applies them on
 * start and strips them from the address bar.
 */
export async function mockScenario(
  page: Page,
  query: ScenarioQuery | URLSearchParams | string,
  path = '/',
  options: { timeout?: number } = {},
): Promise<Response | null> {
  if (currentBuild() === 'mock') return gotoApp(page, withScenario(path, query), options);
  await setScenario(page, scenarioParams(query));
  return gotoApp(page, path, options);
}

/** Sets QA switches without a page load (production build: the admin; mock build: not available). */
export async function setMockSwitches(page: Page, query: ScenarioQuery | URLSearchParams | string): Promise<void> {
  if (currentBuild() === 'mock') throw new Error('setMockSwitches: the mock build reads its switches from the address (mockScenario)');
  await setScenario(page, scenarioParams(query));
}

/** The switches as parameters, however they were given. */
function scenarioParams(query: ScenarioQuery | URLSearchParams | string): URLSearchParams {
  return new URLSearchParams(withScenario('', query).replace(/^\?/, ''));
}

/** The build the running test's project tests (playwright.config.ts: production; playwright.mock.config.ts: mock). */
export function currentBuild(): AppBuild {
  return (base.info().project.use as { appBuild?: AppBuild }).appBuild ?? 'production';
}

/** Console errors that say nothing about the app. */
const DEFAULT_IGNORED: RegExp[] = [
  // Debian's chromium launcher script ("[: ... unexpected operator").
  /unexpected operator/,
  // Browsers ask for /favicon.ico on their own.
  /favicon/i,
];

export interface PageErrorCollector {
  /** Everything reported so far in this test (after the ignore rules). */
  readonly errors: readonly string[];
  /** Ignore matching page/console errors for the rest of this test (for deliberately forced errors). */
  allow(pattern: RegExp | string): void;
  /** Forget what was collected so far (e.g. after a step that is expected to log). */
  clear(): void;
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  return `console.error: ${message.text()}${where}`;
}

export const test = base.extend<
  { collectPageErrors: PageErrorCollector; freshBackend: void },
  { appBuild: AppBuild; backend: MockBackend | null }
>({
  /** Set by each Playwright configuration's projects. */
  appBuild: ['production', { scope: 'worker', option: true }],
  /** The production build's own mock HTTP server for this worker (e2e/mock-backend.ts); none for the mock build. */
  backend: [
    async ({ appBuild }, use) => {
      if (appBuild !== 'production') return use(null);
      const server = await startWorkerBackend();
      try {
        await use({ url: server.url, partnerUrl: server.partnerUrl });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ baseURL, backend }, use) => use(backend?.url ?? baseURL),
  /** Every production test starts on a fresh mock database with no QA switch set. */
  freshBackend: [
    async ({ backend }, use) => {
      if (backend) await resetBackend(backend.url);
      await use();
    },
    { auto: true },
  ],
  /**
   * Runs for every test: fails it when any page of its context throws an uncaught error
   * (pageerror) or logs console.error, unless ignored or allowed.
   */
  collectPageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: Array<RegExp | string> = [];
      const isIgnored = (text: string) =>
        DEFAULT_IGNORED.some((pattern) => pattern.test(text)) ||
        allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
      const record = (text: string) => {
        if (!isIgnored(text)) errors.push(text);
      };

      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') record(describeConsole(message));
      };
      const onWebError = (webError: WebError) => {
        const error = webError.error();
        record(`pageerror: ${error.stack ?? `${error.name}: ${error.message}`}`);
      };
      context.on('console', onConsole);
      context.on('weberror', onWebError);

      await use({
        get errors() {
          return errors;
        },
        allow(pattern) {
          allowed.push(pattern);
        },
        clear() {
          errors.length = 0;
        },
      });

      context.off('console', onConsole);
      context.off('weberror', onWebError);
      if (errors.length > 0) {
        await testInfo.attach('page-errors.txt', { body: errors.join('\n\n'), contentType: 'text/plain' });
      }
      if (testInfo.status === 'skipped') return;
      expect(errors, 'the page logged errors (use collectPageErrors.allow(...) for expected ones)').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * An end-to-end flow runs once per locale pair, not in every locale (the developers' guide): inside
 * a `for (const locale of LOCALES)` loop, `const flow = flowsInTurn(names, locale)` registers the
 * loop's flows in turn, the first in the first locale, the second in the next, and so on, so every
 * flow runs exactly once and each locale's texts are still proven.
 */
/**
 * Scrolls the page down to its end a screen at a time, as a reader would, so sections that load
 * near the viewport (the home page's, decision record 017) load; waits for each step to settle.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  for (let step = 0; step < 20; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
}

export function flowsInTurn<Name extends string>(locales: readonly Name[], locale: Name) {
  let index = 0;
  return (title: string, body: Parameters<typeof test>[2]) => {
    const owner = locales[index % locales.length];
    index += 1;
    if (owner === locale) test(title, body);
  };
}
