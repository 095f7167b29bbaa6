import { expect, gotoApp, test } from './fixtures';

test.describe('addresses, redirects and indexing (SPEC §2)', () => {
  test('a game page has a canonical address with the platform segment and no trailing slash', async ({ page }) => {
    await gotoApp(page, '/en/game/lucky-orbit-fruits/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/desktop\/game\/lucky-orbit-fruits$/);
    await gotoApp(page, '/en/promotions/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promotions$/);
  });

  test('robots.txt Disallow rules become noindex, follow', async ({ page }) => {
    await gotoApp(page, '/forms/sign_in');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await gotoApp(page, '/en/promotions');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the web manifest is served', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(((await response.json()) as { name?: string }).name).toBeTruthy();
  });

  test('configured redirects apply, with wildcards and in the current locale', async ({ page }) => {
    await gotoApp(page, '/it/old-promo');
    await expect(page).toHaveURL(/\/it\/promotions$/);
    await gotoApp(page, '/en/casino/live');
    await expect(page).toHaveURL(/\/en\/gamehall\?category=live$/);
  });

  test('a configured external redirect leaves the site', async ({ page }) => {
    await page.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Partner site</h1>' }));
    await gotoApp(page, '/');
    await page.goto('/partner');
    await expect(page).toHaveURL('https://example.org/');
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  });
});
