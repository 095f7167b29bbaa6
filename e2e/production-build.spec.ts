import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, test, waitForAppReady } from './fixtures';

/**
 * The production build against the mock HTTP server (playwright.pwa.config.ts): the early requests
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

for (const { path, picture } of PAGES) {
  test(`${path}: the prerendered page hydrates with its data in already, its largest picture preloaded once`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForAppReady(page);
    await expectPicturePreloadedOnce(page, picture(page));
    await page.waitForLoadState('networkidle');
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
