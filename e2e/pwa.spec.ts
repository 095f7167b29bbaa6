import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoApp, mockScenario, test, waitForAppReady } from './fixtures';
import { PRODUCTION_DIST } from './mock-backend';
import { gameProviderStandIn } from './third-parties/game-provider';
import { serveStandIns } from './third-parties/stand-in';

/**
 * The installable web app, frames and custom code (decision record 026), on the production build
 * with its service worker. The mock build's own worker (MSW): mock-build.spec.ts.
 */
const FRAME_PATH = 'lucky-orbit:frame-path';

test.describe('web app, frames and custom code', () => {
  test('en: the update prompt waits while the sign-in form holds typed text', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, '/en/forms/sign_in');
    const form = page.getByRole('form', { name: 'Sign in to your account' });
    const login = form.getByRole('textbox', { name: 'Email or phone number' });
    // The web app starts when the page settles or the visitor first acts (decision record 045).
    await login.click();
    await login.fill('typed@example.com');
    await expect(page.locator('html[data-web-app="started"]')).toBeAttached();
    // A newer build is deployed: the polled index.html names another entry chunk.
    // context.route: the page's requests may pass through the service worker, whose own requests page.route does not see.
    await page.context().route('**/index.html?build-check=*', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script[^>]*type="module"[^>]*src=")[^"]+"/, '$1/assets/index-NEWBUILD.js"');
      await route.fulfill({ response, body: html });
    });
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
      window.dispatchEvent(new Event('online'));
    });
    const prompt = page.getByTestId('pwa-update-prompt');
    await expect(prompt.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
    await expect(prompt).toContainText('once you finish or clear the form');
    await page.waitForTimeout(1_000);
    // Still the same page, with the text as typed.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(login).toHaveValue('typed@example.com');
    // "Update now" asks first; keeping the text keeps the page.
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await expect(prompt).toContainText('will be lost');
    await prompt.getByRole('button', { name: 'Keep typing' }).click();
    await expect(login).toHaveValue('typed@example.com');
    // Once the form holds nothing typed, the update loads by itself.
    const reloaded = page.waitForEvent('load');
    await login.fill('');
    await reloaded;
    await waitForAppReady(page);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
  });

  test('ru: custom code of the content configuration runs once at each position', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, '/');
    const runs = () => page.evaluate(() => (window as unknown as { __customCodeRuns?: string[] }).__customCodeRuns ?? []);
    // Operator scripts wait until the page has settled (4 s after load, in an idle period).
    await expect.poll(runs, { timeout: 15_000 }).toHaveLength(3);
    expect((await runs()).sort()).toEqual(['bodyEnd', 'bodyStart', 'head']);
    await expect(page.locator('head > script[data-custom-code="head"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute('data-custom-code'))).toBe('bodyStart');
    expect(await page.evaluate(() => document.body.lastElementChild?.getAttribute('data-custom-code'))).toBe('bodyEnd');
    // Moving around the site injects nothing again.
    await page.getByRole('banner').getByRole('link', { name: 'Акции' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await page.waitForTimeout(500);
    expect((await runs()).sort()).toEqual(['bodyEnd', 'bodyStart', 'head']);
  });

  test('en: a framing page navigates when its child reports a path, and ignores another origin', async ({ page }) => {
    // A page of another site in a child frame (a game provider's, say: the policy frames any https: origin).
    const foreign = 'https://foreign.example';
    await page.route(`${foreign}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>A page of another site</p>' }));
    await gotoApp(page, '/en');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'foreign';
      document.body.append(frame);
    }, `${foreign}/`);
    await expect(page.frameLocator('iframe[title="foreign"]').locator('body')).toContainText('A page of another site');
    // A message of the right shape from that origin changes nothing.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(foreign))!;
    await frame.evaluate((type) => window.parent.postMessage({ type, path: '/en/tournaments' }, '*'), FRAME_PATH);
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/en$/);
    // The site's own page in a child frame reports its path; the parent goes there.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/en/promotions';
      frame.title = 'child';
      document.body.append(frame);
    });
    await expect(page).toHaveURL(/\/en\/promotions$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});

test.describe('installable web app and offline', () => {
  test('ru: a page visited once opens offline from the service worker', async ({ page, context, collectPageErrors }, testInfo) => {
    // Offline, the data calls fail by design; the page itself must still open.
    collectPageErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await gotoApp(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The worker installed and controls the page (clientsClaim): the app is precached.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
    // Every script the page ran is in the precache, not only in the browser's HTTP cache.
    const notPrecached = await page.evaluate(async () => {
      const cached = new Set<string>();
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) cached.add(new URL(request.url).pathname);
      }
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js') && !cached.has(pathname));
    });
    expect(notPrecached).toEqual([]);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('pwa-offline')).toContainText('Нет подключения к сети');
    await page.screenshot({ path: testInfo.outputPath('offline.png') });
    await context.setOffline(false);
  });

  test('en: with the worker in control, the game frame still gets the mock provider\'s game, not the app', async ({ page, context, backend }) => {
    await serveStandIns(context, [gameProviderStandIn(backend!.url)]);
    await gotoApp(page, '/en/game/lucky-orbit-fruits#demo');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    const frame = page.frameLocator('iframe[title="Lucky Orbit Fruits"]');
    await expect(frame.getByText('Demo: fun money')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/en\/game\/lucky-orbit-fruits#demo$/);
  });

  test('it: with the worker in control, a game page is its locale’s game page shell, from the cache too', async ({ page, context, collectPageErrors }) => {
    collectPageErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await gotoApp(page, '/it/game/lucky-orbit-fruits');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
    // Online: the shell (decision record 040), not the plain one; the head names the game and the app hydrates it.
    await page.goto('/it/game/pharaoh-megaways', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-page-path'))).toBe('/it/game/*');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharaoh Megaways: Sun Edition' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lo:hydrate').length)).toBe(1);
    // Offline: the same file, from the worker's cache.
    await context.setOffline(true);
    await page.goto('/it/game/ironclad-vault', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-page-path'))).toBe('/it/game/*');
    await context.setOffline(false);
  });

  test('it: the worker precaches each page once, and an address with a trailing slash gets that file, offline too', async ({ page, context, collectPageErrors }) => {
    collectPageErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await gotoApp(page, '/it/promotions');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
    const precached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(precached).toEqual(expect.arrayContaining(['/it/gamehall.html', '/en.html', '/index.html']));
    expect(precached.filter((pathname) => pathname.endsWith('/index.html') && pathname !== '/index.html')).toEqual([]);
    /** The document the worker answered an address with: the page path its markup was made for, or null for the plain shell. */
    const servedPage = async (address: string) => {
      const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
      expect(response?.fromServiceWorker()).toBe(true);
      return /<html[^>]* data-page-path="([^"]*)"/.exec((await response?.text()) ?? '')?.[1] ?? null;
    };
    // Online, the worker answers a folder address with the page's file.
    expect(await servedPage('/en/')).toBe('/en');
    await context.setOffline(true);
    expect(await servedPage('/it/gamehall/')).toBe('/it/gamehall');
    // An app page the build has no file for gets the plain shell, as before, and so does a folder
    // address outside a page's shape. (`//evil.example/` is no app page: the network's, decision record 058.)
    expect(await servedPage('/it/profile/')).toBeNull();
    expect(await servedPage('/it/profile/security/')).toBeNull();
    await context.setOffline(false);
  });

  test('it: the app starts under a strict Content-Security-Policy that lists the build\'s inline-script hashes', async ({ page }) => {
    // docs/static-hosting.md: script-src 'self' plus dist/csp-script-hashes.txt, no 'unsafe-inline'; the
    // operator's custom code runs on mount, so its hashes (which the build adds to `_headers`) are listed too.
    const hashes = readFileSync(path.join(PRODUCTION_DIST, 'csp-script-hashes.txt'), 'utf8').trim().split('\n');
    expect(hashes.length).toBeGreaterThan(0);
    const written = readFileSync(path.join(PRODUCTION_DIST, '_headers'), 'utf8').match(/'sha256-[^']+'/g) ?? [];
    const customCode = written.filter((hash) => !hashes.includes(hash));
    // The mock game is framed from the mock server's own loopback port.
    const csp = `default-src 'self'; script-src 'self' ${[...hashes, ...customCode].join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; frame-src 'self' http://127.0.0.1:*; worker-src 'self'; manifest-src 'self' blob:; object-src 'none'; base-uri 'none'`;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.route('**/*', async (route) => {
      // The app's own pages only: the game frame's document is the game provider's (the mock's here).
      if (route.request().resourceType() !== 'document' || route.request().frame().parentFrame()) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    // A prerendered page (its loader and early requests are inline) and the plain shell of another address.
    for (const address of ['/it/gamehall', '/it/game/lucky-orbit-fruits']) {
      await gotoApp(page, address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(refused).toEqual([]);
  });

  test('en: installable with the manifest and icons of the content configuration', async ({ page, context }) => {
    await gotoApp(page, '/en/');
    const cdp = await context.newCDPSession(page);
    // Chromium's own installability check. Test contexts are incognito profiles, which Chromium never
    // installs from ('in-incognito'); every other reason would show (npm run bench -- --only=pwa uses a real profile).
    const installabilityErrors = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    // The deployed manifest first (the page has not settled yet): Chromium's own check finds nothing missing.
    expect(await page.locator('head link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await installabilityErrors()).toEqual([]);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
    // The favicon set of the content configuration becomes the icon links...
    await expect(page.locator('head link[rel="apple-touch-icon"][data-site-icon]')).toHaveAttribute('href', /\/apple-touch-icon\.png$/);
    await expect(page.locator('head link[rel="icon"][sizes="512x512"]')).toHaveAttribute('type', 'image/png');
    await expect(page.locator('head link[rel="icon"]:not([data-site-icon])')).toHaveCount(0);
    // ...and, once the page has settled, the manifest's icons; the app stays installable.
    const manifestLink = page.locator('head link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', /^blob:/, { timeout: 20_000 });
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/^blob:/);
    const manifest = JSON.parse(data ?? '{}') as { id: string; start_url: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest.id).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(manifest.icons.map((icon) => `${new URL(icon.src).pathname} ${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['/icon-192.png 192x192 any', '/icon-512.png 512x512 any', '/apple-touch-icon.png 180x180 any', '/icon-maskable-512.png 512x512 maskable']),
    );
    expect(await installabilityErrors()).toEqual([]);
  });
});
