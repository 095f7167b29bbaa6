import { expect, gotoApp, mockScenario, test } from './fixtures';

test.describe('anonymous guard (SPEC §2)', () => {
  for (const [address, index] of [
    ['/en/cashier/deposit?method=visa', '/en'],
    ['/profile/settings', '/'],
    ['/it/profile/bonuses', '/it'],
    ['/responsible-game', '/'],
    ['/bets/open/1', '/'],
  ] as const) {
    test(`${address} sends a visitor to ${index} with redirectUrl`, async ({ page }) => {
      await gotoApp(page, address);
      await expect.poll(() => new URL(page.url()).pathname).toBe(index);
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(address);
      await expect(page.locator('[data-layout="default"]')).toBeVisible();
    });
  }

  test('a signed-in player reaches the same page', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit');
    await expect(page).toHaveURL(/\/en\/cashier\/deposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit');
  });

  test('after signing out (QA panel) the cashier is closed again', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/wallet');
    await expect(page).toHaveURL(/\/en\/cashier\/wallet$/);
    await mockScenario(page, { mock_logout: 1 }, '/en/cashier/wallet');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
  });
});
