import { axeViolations as violations } from './axe';
import { expect, gotoApp, mockScenario, openInApp, test } from './fixtures';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Pages share a test (and the mock worker it installed) in two groups: a fresh browser context per
  // page cost more than the axe run itself. A page of the same locale as the one before opens inside
  // the app (`heading`: its page heading, awaited before the scan). The home page is scanned with all
  // its sections loaded in e2e/jackpots.spec.ts, the blocked screen in e2e/errors.spec.ts.
  const pageGroups: Array<Array<{ address: string; inApp?: { heading: string } }>> = [
    [{ address: '/it/no/such/page' }, { address: '/es/promotions' }, { address: '/en/forms/sign_in' }],
    [{ address: '/en/game/lucky-orbit-fruits' }, { address: '/en/gamehall', inApp: { heading: 'Game hall' } }, { address: '/providers' }],
  ];
  for (const group of pageGroups) {
    test(`${group.map(({ address }) => address).join(', ')} have no violations`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const { address, inApp } of group) {
        if (inApp) {
          await openInApp(page, address);
          await expect(page.getByRole('heading', { level: 1, name: inApp.heading }), `${address} has its heading`).toBeVisible();
        } else {
          await gotoApp(page, address);
          await expect(page.getByRole('heading', { level: 1 }).first(), `${address} has its heading`).toBeVisible();
        }
        expect.soft(await violations(page), `${address} has no violations`).toEqual([]);
      }
    });
  }

  test('the signed-in header with its menus open has no violations', async ({ page }) => {
    test.setTimeout(90_000);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    expect(await violations(page)).toEqual([]);
    // Only the header changed since the full run above (the language menu opens inside it).
    await page.getByRole('button', { name: 'English Change language' }).click();
    await expect(page.locator('header').first().getByRole('link', { name: /Italiano/ })).toBeVisible();
    expect(await violations(page, 'header')).toEqual([]);
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
