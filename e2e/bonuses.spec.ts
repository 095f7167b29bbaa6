import { expect, mockScenario, test, waitForAppReady } from './fixtures';

/** Bonuses and the unseen-cashback popup against the stateful mock (README "Demo accounts"); one flow per locale. */

test.describe('bonuses and cashback (SPEC §3, §4)', () => {
  test('en: activating a bonus changes the bonus balance in the header', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/profile/bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'My bonuses' })).toBeVisible();
    const balance = page.getByRole('banner').getByRole('group', { name: 'Your balance' });
    await expect(balance).toContainText('Bonus €50');

    const casino = page.getByRole('list', { name: 'Casino bonuses' });
    await casino.getByRole('button', { name: 'Activate Weekend bonus 25%' }).click();
    // One casino bonus is active at a time: the €50 reload bonus steps back for the €25 one.
    await expect(balance).toContainText('Bonus €25');
    await expect(casino.getByRole('article', { name: 'Weekend bonus 25%' })).toContainText('Active');
  });

  test('ru: the unseen-cashback popup shows after signing in, once, and not again after a reload', async ({ page }) => {
    const signIn = async () => {
      const form = page.getByRole('form', { name: 'Вход в аккаунт' });
      await form.getByRole('textbox', { name: 'Email или номер телефона' }).fill('demo@example.com');
      await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('demo1234');
      await form.getByRole('button', { name: 'Войти', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    };
    // Campaign popups would queue first (SPEC §4): e2e/popups.spec.ts covers them.
    await mockScenario(page, { mock_reset: 1, mock_popups: 'off' }, '/forms/sign_in');
    await signIn();

    const popup = page.getByRole('dialog', { name: 'Вам начислен кэшбэк!' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await popup.getByRole('button', { name: /Закрыть/ }).first().click();
    await expect(popup).toBeHidden();

    await page.reload();
    await waitForAppReady(page);
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A second sign-in that finds the stored id opens nothing either: unseen-cashback.test.tsx.
  });
});
