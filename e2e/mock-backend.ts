/**
 * The backend of the production build's specs: one mock HTTP server per Playwright worker
 * (`node scripts/mock-server.mjs --static dist`), serving the build with its headers file beside the
 * stateful mock API, as a static host plus a backend would. The mock's database and switches are
 * one per server, so each worker has its own, and every test starts from a fresh database with no
 * switch set. QA switches go through the server's admin (`/__mock/scenario`), never the page's URL.
 */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { freePort, startMockServer } from '../scripts/lib/servers.mjs';

export interface MockBackend {
  /** The site and its API, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The partner demo page of another site that frames the site (docs/partners.md). */
  partnerUrl: string;
}

/** The production build the specs test (E2E_DIST: another build folder). */
export const PRODUCTION_DIST = process.env.E2E_DIST ?? 'dist';

/** Starts this worker's server; `stop` ends it. */
export async function startWorkerBackend(): Promise<MockBackend & { stop: () => Promise<void> }> {
  const [port, partnerPort] = [await freePort(), await freePort()];
  const server = await startMockServer({ staticDir: path.resolve(PRODUCTION_DIST), port, partnerPort });
  return { url: server.url, partnerUrl: `http://localhost:${partnerPort}`, stop: server.stop };
}

/** A fresh database, every switch off, every browser signed out: what each test starts from. */
export async function resetBackend(url: string): Promise<void> {
  const response = await fetch(`${url}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST ${url}/__mock/reset answered ${response.status}: ${await response.text()}`);
}

/**
 * Sets QA switches (the QA guide's `mock_*` parameters) for the browser of `page` (its context:
 * `mock_login` signs that browser in through its cookie).
 */
export async function setScenario(page: Page, params: URLSearchParams): Promise<void> {
  // A form body keeps repeated parameters (several mock_error), as the page's URL did.
  const response = await page.request.post('/__mock/scenario', {
    data: params.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const body = (await response.json().catch(() => null)) as { warnings?: unknown[] } | null;
  if (!response.ok()) throw new Error(`The QA switches ${params} were refused: ${response.status()} ${JSON.stringify(body)}`);
  // A switch the mock ignored (a typo, a player it needs) would leave the test proving nothing.
  if (body?.warnings?.length) throw new Error(`The mock ignored QA switches of ${params}: ${JSON.stringify(body.warnings)}`);
  await partitionSessionCookie(page.context(), response.url());
}

/** The mock server's session cookie (mocks/server/session.ts). */
const SESSION_COOKIE = 'mock_session';

/**
 * The server sets its session cookie `Partitioned`, and the browser keeps the ones the app's answers
 * set in the page's own partition; Playwright's request context keeps the one an admin answer set
 * without a partition. Once the app then signs in or out by itself, the browser holds two session
 * cookies and sends the stale one first, so the server sees nobody. Moved into the page's partition,
 * the admin's cookie is the one the app's answers replace, as a browser would have stored it.
 */
async function partitionSessionCookie(context: BrowserContext, url: string): Promise<void> {
  const loose = (await context.cookies(url)).filter((cookie) => cookie.name === SESSION_COOKIE && cookie.partitionKey === undefined);
  if (loose.length === 0) return;
  const { protocol, hostname } = new URL(url);
  await context.clearCookies({ name: SESSION_COOKIE });
  await context.addCookies(
    loose.map(({ expires, ...cookie }) => ({
      ...cookie,
      ...(expires > 0 ? { expires } : {}),
      // The partition of the site's own top-level page (Playwright's storage-state field for it).
      partitionKey: `${protocol}//${hostname}`,
      _crHasCrossSiteAncestor: false,
    })),
  );
}
