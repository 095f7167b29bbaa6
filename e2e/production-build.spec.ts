import type { Page } from '@playwright/test';
import { expect, test, waitForAppReady } from './fixtures';

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

for (const { path, picture } of PAGES) {
  test(`${path}: the prerendered page hydrates with its data in already, and shows its largest picture`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForAppReady(page);
    await expect(picture(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
}
