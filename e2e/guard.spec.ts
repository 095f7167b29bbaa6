import { expect, gotoApp, mockScenario, openInApp, test } from './fixtures';

test.describe('anonymous guard (SPEC §2)', () => {
  // Unprefixed (Russian) addresses first: a prefixed visit remembers its locale, and an unprefixed
  // address would then follow it.
  const cases = [
    ['/profile/settings', '/'],
    ['/responsible-game', '/'],
    ['/bets/open/1', '/'],
    ['/en/cashier/deposit?method=visa', '/en'],
    ['/it/profile/bonuses', '/it'],
  ] as const;
  // One browser context loads every address afresh (a context per address cost more than the checks).
  test(`${cases.map(([address]) => address).join(', ')} send a visitor to the locale index with redirectUrl`, async ({ page }) => {
    for (const [address, index] of cases) {
      await gotoApp(page, address);
      await expect.poll(() => new URL(page.url()).pathname, { message: `${address} ends at ${index}` }).toBe(index);
      expect(new URL(page.url()).searchParams.get('redirectUrl'), `${address} is the redirectUrl`).toBe(address);
      await expect(page.locator('[data-layout="default"]')).toBeVisible();
    }
  });

  // One story (it was two tests that each signed in): signed in, the cashier opens; signed out, it is closed.
  test('a signed-in player reaches the same page; after signing out from the profile menu the cashier is closed again', async ({ page, collectPageErrors }) => {
    // Not this flow's: the sign-out's invalidation refetches the cashier page's reads once before the
    // app leaves it, and the server answers them 401 (reported to the lead).
    collectPageErrors.allow(/status of 401 .*\/api\/(account\/getDepositLimit|cashier\/get\w+Settings)\?/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit');
    await expect(page).toHaveURL(/\/en\/cashier\/deposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit');
    await openInApp(page, '/en/cashier/wallet');
    await expect(page).toHaveURL(/\/en\/cashier\/wallet$/);
    // The page's first requests answered: a sign-out while they are in flight gets them a 401, which
    // the browser logs (a race of the test, not of a person).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await openInApp(page, '/en/cashier/wallet');
    await expect.poll(() => new URL(page.url()).searchParams.get('redirectUrl')).toBe('/en/cashier/wallet');
    expect(new URL(page.url()).pathname).toBe('/en');
  });
});
