import { axeViolations as violations } from './axe';
import { expect, gotoApp, mockScenario, test } from './fixtures';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Pages share a test (and the mock worker it installed) in two groups: a fresh browser context per
  // page cost more than the axe run itself.
  const pageGroups = [
    ['/', '/it/no/such/page', '/es/promotions', '/en/forms/sign_in'],
    ['/en/game/lucky-orbit-fruits', '/en/gamehall', '/providers'],
  ];
  for (const addresses of pageGroups) {
    test(`${addresses.join(', ')} have no violations`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const address of addresses) {
        await gotoApp(page, address);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${address} has its heading`).toBeVisible();
        expect.soft(await violations(page), `${address} has no violations`).toEqual([]);
      }
    });
  }

  test('the signed-in header with its menus open has no violations', async ({ page }) => {
    // Two full axe runs over the signed-in home page: each takes several seconds on a busy 2-core machine.
    test.setTimeout(90_000);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English Change language' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test('the blocked screen has no violations', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 403/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'banned@example.com' }, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('keyboard: the skip link comes first and the language menu closes with Escape', async ({ page }) => {
    await gotoApp(page, '/en/promotions');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const button = page.getByRole('button', { name: 'English Change language' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: /English/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: /Italiano/ })).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
