import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, test, waitForAppReady } from './fixtures';

/**
 * The production build against the mock HTTP server (playwright.pwa.config.ts): the early requests
 * of a prerendered page are answered before the app starts, and the route middlewares put data in
 * the store before hydration (decision records 037, 038). The markup must still hydrate without a
 * mismatch; the fixture fails the test on React's error (#418) or any other console error. The mock
 * build cannot show this: its requests wait for the mock worker, so data comes after hydration.
 */
const PAGES = [
  { path: '/en/', picture: (page: Page) => page.getByRole('region', { name: 'Featured offers' }).locator('img').first() },
  { path: '/it/gamehall', picture: (page: Page) => page.getByRole('grid', { name: 'Giochi' }).locator('[data-index="0"] img') },
];

/** The route's early picture: one high-priority preload of what `image` shows, fetched once. */
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

test('a filtered hall shows another list: nothing is preloaded for it', async ({ page }) => {
  await gotoApp(page, '/en/gamehall?types=live');
  await expect(page.getByRole('grid', { name: 'Games' }).locator('[data-index="0"] img')).toBeVisible();
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
});
