import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, test, waitForAppReady } from './fixtures';
import { GAME_PROVIDER_ORIGIN, gameProviderStandIn } from './third-parties/game-provider';
import { serveStandIns } from './third-parties/stand-in';

/**
 * The production build against the mock HTTP server (playwright.config.ts): the early requests
 * of a prerendered page are answered before the app starts, and the route middlewares put data in
 * the store before hydration (decision records 037, 038). The markup must still hydrate without a
 * mismatch; the fixture fails the test on React's error (#418) or any other console error. The mock
 * build cannot show this: its requests wait for the mock worker, so data comes after hydration.
 */
const PAGES = [{ path: '/it/gamehall', picture: (page: Page) => page.getByRole('grid', { name: 'Giochi' }).locator('[data-index="0"] img') }];

/** The page's largest picture: one high-priority preload of what `image` shows (the prerendered head's), fetched once. */
async function expectPicturePreloadedOnce(page: Page, image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  const src = await image.evaluate((img: HTMLImageElement) => img.src);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.evaluate((link: HTMLLinkElement) => [link.href, link.fetchPriority])).toEqual([src, 'high']);
  expect(await page.evaluate((url) => performance.getEntriesByName(url).length, src)).toBe(1);
}

/**
 * The stylesheets the page's head carries inline are never fetched: a lazy chunk that shares one
 * (the entry's own CSS) finds its disabled link and does not link the file again, which fetched it
 * and restyled the whole page a second time.
 */
async function expectInlinedStylesNotFetched(page: Page): Promise<void> {
  const inlined = await page.locator('head style[data-href]').evaluateAll((styles) =>
    styles.map((style) => new URL(style.getAttribute('data-href') ?? '', window.location.href).href),
  );
  expect(inlined.some((href) => /\/assets\/start-[^/]+\.css$/.test(href))).toBe(true);
  const fetched = await page.evaluate((hrefs) => hrefs.filter((href) => performance.getEntriesByName(href).length > 0), inlined);
  expect(fetched).toEqual([]);
  const linked = await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(linked.filter((href) => inlined.includes(href))).toEqual([]);
}

for (const { path, picture } of PAGES) {
  test(`${path}: the prerendered page hydrates with its data in already, its largest picture preloaded once`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForAppReady(page);
    await expectPicturePreloadedOnce(page, picture(page));
    await page.waitForLoadState('networkidle');
    await expectInlinedStylesNotFetched(page);
  });
}

/**
 * The home page's markup carries its banners (decision record 039): the build asked the mock backend
 * for them (scripts/build-with-data.mjs), and the first picture is in the HTML before any script runs.
 */
test('/en/: the prerendered home page carries its banners, paints the first picture before the scripts load, and refreshes them', async ({ page }) => {
  const html = await (await page.request.get('/en/')).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(/<img [^>]*src="\/mock-cms\/art\/banner-1\.svg"[^>]*fetchPriority="high"/);
  expect(root).toContain('Weekend reload: 50% up to €200');
  expect(html).toContain('<script type="application/json" id="lo-data">');
  // The scripts are fetched once the picture has painted: none is preloaded by the head. The picture
  // is (React's own preload of a high-priority image).
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('rel="modulepreload"');
  expect(head).toContain('<link rel="preload" as="image" href="/mock-cms/art/banner-1.svg" fetchPriority="high"/>');

  // The banners changed since the build: the page shows the fresh answer once it has hydrated.
  await page.route(/\/api\/banners\/get\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { items: { description: { title_ml: Record<string, string> } }[] } };
    body.data.items[0].description.title_ml.en = 'Fresh from the server';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  const region = page.getByRole('region', { name: 'Featured offers' });
  await waitForAppReady(page);
  await expect(region.getByText('Fresh from the server', { exact: true })).toBeAttached();
  const picture = region.locator('img').first();
  await expect(picture).toBeVisible();
  const src = await picture.evaluate((img: HTMLImageElement) => img.src);
  expect(await page.evaluate((url) => performance.getEntriesByName(url).length, src)).toBe(1);
  // The route's middleware adds no second preload for a picture the markup already shows.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectInlinedStylesNotFetched(page);
});

test('a filtered hall shows another list: the head guard hides the markup of the plain hall, nothing more is preloaded', async ({ page }) => {
  await gotoApp(page, '/en/gamehall?types=live');
  await expect(page.getByRole('grid', { name: 'Games' }).locator('[data-index="0"] img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-plain'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stale-page'))).toBe(false);
  // The file's own preload of the plain hall's first picture; the app adds none for the filtered list.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
});

test('the hall with a tracking tag hydrates the prerendered games', async ({ page }) => {
  await gotoApp(page, '/en/gamehall?utm_source=mail');
  await expect(page.getByRole('grid', { name: 'Games' }).locator('[data-index="0"] img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stale-page'))).toBe(false);
});

/**
 * The game page shell (decision record 040): one file per locale for every game. Its head asks for
 * the game as the page is parsed and writes the name and provider into the markup before any of the
 * app's scripts has arrived; the app then hydrates that markup (the fixture fails on a mismatch).
 */
test('a game page is served its locale’s shell, which names the game before the app’s scripts arrive', async ({ page, collectPageErrors }) => {
  const html = await (await page.request.get('/it/game/lucky-orbit-fruits', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="it" data-page-path="/it/game/*">');
  expect(html).toMatch(/<h1 id="game-title"[^>]*><\/h1>/);

  // Without the app's scripts: the head's early answer alone names the game.
  collectPageErrors.allow('net::ERR_FAILED');
  const scripts = new Set<string>();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    scripts.add(route.request().url());
    await route.abort();
  });
  await page.goto('/it/game/lucky-orbit-fruits', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeVisible();
  await expect(page.locator('#game-provider')).toHaveText('Orbit Forge');
  await expect.poll(() => scripts.size).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stale-page'))).toBe(false);
});

test('the game page shell hydrates with the game, and an unknown game is answered 404', async ({ page, context, backend }) => {
  // A production build frames https providers only: the games' launch addresses point at the provider's host.
  await serveStandIns(context, [gameProviderStandIn(backend!.url)]);
  await page.goto('/it/game/lucky-orbit-fruits', { waitUntil: 'domcontentloaded' });
  await waitForAppReady(page);
  await expect(page.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
  // The markup was hydrated, not rendered afresh.
  expect(await page.evaluate(() => performance.getEntriesByName('lo:hydrate').length)).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeVisible();
  const iframe = page.locator('iframe[title="Lucky Orbit Fruits"]');
  await expect(iframe).toBeAttached();
  const src = new URL((await iframe.getAttribute('src')) ?? '');
  expect(src.origin).toBe(GAME_PROVIDER_ORIGIN);
  const frame = page.frameLocator('iframe[title="Lucky Orbit Fruits"]');
  await expect(frame.getByText('Demo: soldi finti')).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Gira' }).click();
  await expect(frame.locator('#message')).toHaveText(/Hai vinto|Nessuna vincita/);

  await page.goto('/it/game/no-such-game', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});

/**
 * The providers page carries its list (decision record 042): without it the markup had a spinner
 * and the footer moved 0.6 of the screen when the 34 providers came (Lighthouse CLS 0.60).
 */
test('the providers page carries its providers, paints the first logo first, and hydrates them without a shift', async ({ page }) => {
  const html = await (await page.request.get('/es/providers')).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('Amber Coast Live');
  expect(root).toMatch(/<img [^>]*src="\/mock-media\/providers\/amber-coast-live\.svg"[^>]*fetchPriority="high"/);
  expect(html).toContain('<script type="application/json" id="lo-data">');
  await page.goto('/es/providers', { waitUntil: 'domcontentloaded' });
  await waitForAppReady(page);
  const list = page.getByRole('list', { name: 'Proveedores de juegos' });
  await expect(list.getByRole('listitem')).toHaveCount(34);
  expect(await page.evaluate(() => performance.getEntriesByName('lo:hydrate').length)).toBe(1);
  await expectPicturePreloadedOnce(page, list.locator('img').first());
  await page.waitForLoadState('networkidle');
});

/**
 * The build writes each page's SEO records into its head (decision record 046): crawlers and link
 * previews read them without a script. The app leaves them until the page settles, then its record
 * head asks for the same records and takes their place, with one description and one record title.
 */
test('the build writes the SEO records into the head, and the app takes them over once the page settles', async ({ page }) => {
  const title = 'Tutti i giochi del casinò — Lucky Orbit';
  const html = await (await page.request.get('/it/gamehall')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<title[\s>][^<]*<\/title>/g)).toEqual([`<title data-seo-title="" itemprop="name">${title}</title>`]);
  expect(head).toContain(`<meta property="og:title" content="${title}" data-seo-static=""/>`);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  const home = await (await page.request.get('/en/')).text();
  expect(home.slice(0, home.indexOf('</head>'))).toMatch(/<script type="application\/ld\+json" data-seo-static="" data-seo-json-ld="Organization">\{[^<]*"name":"Lucky Orbit"/);

  await page.goto('/it/gamehall', { waitUntil: 'domcontentloaded' });
  await waitForAppReady(page);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head [data-seo-static]')).not.toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')));
  await expect(page.locator('head [data-seo-static]')).toHaveCount(0);
  // The app knows the site's address, which this build did not: it adds the Open Graph url.
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head title[data-seo-title]')).toHaveCount(1);
});

test('players’ own browsers report the landing page’s largest paint to the analytics layer once, named by its route', async ({ page }) => {
  await gotoApp(page, '/en/gamehall');
  const vitals = () =>
    page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'web_vital').map((entry) => `${String(entry.metric)} ${String(entry.page)}`));
  // The first input settles the page (the reporter starts); an input after that ends the largest-paint watch.
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(async () => {
    await heading.click();
    expect(await vitals()).toContain('LCP gamehall');
  }).toPass({ timeout: 15_000 });
  await heading.click();
  await page.waitForTimeout(500);
  expect((await vitals()).filter((entry) => entry.startsWith('LCP'))).toEqual(['LCP gamehall']);
  // The address never travels: no ids, no query.
  expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toContain('/en/gamehall');
});
