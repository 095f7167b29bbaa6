// `npm run bench -- --only=pwa`: the production build + mock server in Playwright's Chromium:
// Chromium's own installability check (CDP Page.getInstallabilityErrors; an empty list =
// installable) with the deployed manifest and again once the page has switched to the content
// configuration's manifest (decision record 029), the manifest as Chromium resolved it, the service
// worker activated and controlling, and the visited page reloaded offline (context.setOffline)
// showing its content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startMockServer } from '../lib/servers.mjs';
import { requireFromRoot } from './project-root.mjs';
import { describeManifest, installability } from './pwa-manifest.mjs';
import { printPairs } from './report.mjs';

export async function pwaSection({ ports, prodOut }) {
  const { chromium } = requireFromRoot('@playwright/test');
  const mockServer = await startMockServer({ staticDir: prodOut, port: ports.mockServer });
  const sections = [];
  try {
    // A profile on disk: Chromium refuses to install from an incognito profile (newContext's).
    const profile = mkdtempSync(path.join(tmpdir(), 'bench-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: 412, height: 915 },
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const visited = `${mockServer.url}/en/`;
      const started = Date.now();
      await page.goto(visited, { waitUntil: 'load' });
      // Right after load, before the page settles: the manifest the HTML links.
      const deployed = await installability(cdp);
      const worker = await page
        // A plain (not async) predicate: waitForFunction takes a returned promise itself as the answer.
        .waitForFunction(() => (navigator.serviceWorker.controller?.state === 'activated' ? navigator.serviceWorker.controller.scriptURL : false), undefined, {
          timeout: 90_000,
        })
        .then((handle) => handle.jsonValue())
        .catch((error) => {
          console.error(`pwa: waiting for the worker: ${error.message.split('\n')[0]}`);
          return null;
        });
      const workerMs = Date.now() - started;
      const precache = await page.evaluate(async () => {
        const names = await caches.keys();
        const name = names.find((key) => key.includes('precache'));
        return name ? (await (await caches.open(name)).keys()).length : 0;
      });
      // The content configuration's manifest follows once the page has settled (4 s after load, then idle).
      const switched = await page
        .waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')?.startsWith('blob:'), undefined, { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      const configured = await installability(cdp);
      const iconLinks = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => `${link.rel} ${new URL(link.href).pathname} ${link.getAttribute('sizes') ?? ''}`.trim()),
      );
      // Offline: the page visited once opens from the worker's precache.
      const heading = async () => (await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 10_000 }).catch(() => null))?.trim() ?? null;
      const online = await heading();
      // With a second DevTools session attached, offline emulation fails the requests but leaves navigator.onLine true.
      await cdp.detach();
      await context.setOffline(true);
      const reload = await page.reload({ waitUntil: 'domcontentloaded' }).then((response) => `HTTP ${response?.status() ?? '-'}${response?.fromServiceWorker() ? ' from the service worker' : ''}`).catch((error) => `failed: ${error.message.split('\n')[0]}`);
      const offlineHeading = await heading();
      const offlineNotice = await page.getByTestId('pwa-offline').textContent({ timeout: 15_000 }).catch((error) => `(none: ${error.message.split('\n')[0]})`);
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(false);
      sections.push(['service worker', [
        ['active and controlling', worker ? `yes (${new URL(worker).pathname}), ${workerMs} ms after navigation` : 'NO (not within 90 s)'],
        ['precached entries', String(precache)],
      ]]);
      sections.push(['deployed manifest (at load)', describeManifest(deployed)]);
      sections.push([`content configuration's manifest (${switched ? 'switched' : 'NOT switched within 20 s'})`, [...describeManifest(configured), ['icon links', iconLinks.join(', ')]]]);
      sections.push([`offline reload of ${visited.replace(mockServer.url, '')}`, [
        ['navigation', reload],
        ['controlled by the worker', controlled ? 'yes' : 'no'],
        ['h1 online / offline', `${online ?? '-'} / ${offlineHeading ?? '(none)'}`],
        ['offline notice', offlineNotice?.trim() || '(none)'],
      ]]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  } finally {
    await mockServer.stop();
  }
  console.log(`\nInstallable web app (Chromium ${CHROMIUM_PATH}, production build + mock server, ${prodOut}/)`);
  for (const [title, rows] of sections) {
    console.log(`\n${title}`);
    printPairs(rows, '  ');
  }
  console.log('\ngoal: installable (no installability errors), worker active, the visited page opens offline');
}
