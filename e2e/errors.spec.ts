import { axeViolations } from './axe';
import { expect, gotoApp, mockScenario, test } from './fixtures';

test.describe('error pages and fatal screens (SPEC §2, §8)', () => {
  test('an unknown address shows the not-found page in the language of its prefix', async ({ page }) => {
    await gotoApp(page, '/es/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByText('Page Not Found: /es/no/such/page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: /inicio/i }).last()).toHaveAttribute('href', '/es');
  });

  test('an unknown single segment asks the content service and shows the 404 page with its path', async ({ page }) => {
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/api/pages') && request.url().includes('no-such-page'));
    await gotoApp(page, '/en/no-such-page');
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('Page Not Found: /en/no-such-page')).toBeVisible();
    await expect(page.getByText(/not built yet/)).toHaveCount(0);
  });

  test('UserBanned from the API shows the user-blocked screen with a way to support', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 403/);
    await mockScenario(page, { mock_reset: 1, mock_error: 'account.getInfo:UserBanned' }, '/en/promotions');
    await expect(page.locator('[data-layout="empty"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/blocked/i);
    await expect(page.getByRole('link', { name: /support/i })).toHaveAttribute('href', '/en/support');
  });

  // ru here (the forced UserBanned above is en); also the axe check of this screen (it was a separate a11y test).
  test('the banned demo account gets the user-blocked screen, which has no axe violations', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 403/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'banned@example.com' }, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваш аккаунт заблокирован');
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const type of ['ApplicationDisabled', 'ApplicationUnavailable']) {
    test(`${type} shows the maintenance screen`, async ({ page, collectPageErrors }) => {
      collectPageErrors.allow(/status of 503/);
      await mockScenario(page, { mock_reset: 1, mock_error: `metadata.*:${type}` }, '/it/');
      await expect(page.locator('[data-layout="empty"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Torniamo subito');
    });
  }

  test('any HTTP 403 shows the forbidden screen', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 403/);
    await mockScenario(page, { mock_reset: 1, mock_error: '*:AccessDenied' }, '/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/access denied|forbidden/i);
  });

  test('an ordinary API error does not take the page over', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 500/);
    await mockScenario(page, { mock_reset: 1, mock_error: 'account.getInfo:InternalServerError' }, '/en/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('€500');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
