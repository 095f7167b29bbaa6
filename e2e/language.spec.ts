import { expect, gotoApp, mockScenario, test } from './fixtures';

test.describe('languages (SPEC §2)', () => {
  test('switching language keeps the page, sets <html lang> and the cookie', async ({ page, context }) => {
    await gotoApp(page, '/en/promotions?ref=a');
    await page.getByRole('button', { name: 'English Change language' }).click();
    await page.getByRole('link', { name: /Italiano/ }).click();
    await expect(page).toHaveURL(/\/it\/promotions\?ref=a$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_locale');
    expect(cookie?.value).toBe('it');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.getByRole('button', { name: 'Italiano Cambia lingua' }).click();
    await page.getByRole('link', { name: /Русский/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/promotions');
    expect(new URL(page.url()).search).toBe('?ref=a');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // The choice sticks: the unprefixed address stays Russian after a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  });

  test('an unprefixed address follows the browser language on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await gotoApp(page, '/tournaments');
    await expect(page).toHaveURL(/\/es\/tournaments$/);
    await context.close();
  });

  test('a signed-in player’s language change is sent to the account', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/winners');
    const sent = page.waitForRequest((request) => request.url().includes('/api/account/changeLocale') && request.method() === 'POST');
    await page.getByRole('button', { name: 'English Change language' }).click();
    await page.getByRole('link', { name: /Español/ }).click();
    const request = await sent;
    expect(request.postData()).toContain('es');
    await expect(page).toHaveURL(/\/es\/winners$/);
    // The account now asks for Spanish, so an unprefixed address goes there.
    await gotoApp(page, '/jackpots');
    await expect(page).toHaveURL(/\/es\/jackpots$/);
  });
});

test('when the account does not store the language, the page still switches and a toast says so', async ({ page, collectPageErrors }) => {
  collectPageErrors.allow(/status of 500/);
  await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_error: 'account.changeLocale:InternalServerError' }, '/en/loyalty');
  await page.getByRole('button', { name: 'English Change language' }).click();
  await page.getByRole('link', { name: /Italiano/ }).click();
  await expect(page).toHaveURL(/\/it\/loyalty$/);
  await expect(page.getByRole('alert')).toContainText('Non è stato possibile salvare la lingua');
});
