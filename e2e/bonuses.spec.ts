import { expect, mockScenario, test, waitForAppReady } from './fixtures';
import { texts } from './locale-texts';

/**
 * Bonuses and the unseen-cashback popup against the stateful mock (QA guide, mocks/README.md). The flows
 * run in Italian and Spanish: the cashback popup is walked in English and Russian by the support,
 * sportsbook and popups specs.
 */

test.describe('bonuses and cashback (SPEC §3, §4)', () => {
  test('it: activating a bonus changes the bonus balance in the header', async ({ page }) => {
    const { t, prefix } = texts('it');
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/profile/bonuses`);
    await expect(page.getByRole('heading', { level: 1, name: t('bonuses:page.bonusesTitle') })).toBeVisible();
    const balance = page.getByRole('banner').getByRole('group', { name: t('common:account.balanceLabel') });
    await expect(balance).toContainText(`${t('common:account.bonusBalance')} €50`);

    const casino = page.getByRole('list', { name: t('bonuses:casino.title') });
    await casino.getByRole('button', { name: t('bonuses:actions.activateNamed', { name: 'Bonus weekend 25%' }) }).click();
    // One casino bonus is active at a time: the €50 reload bonus steps back for the €25 one.
    await expect(balance).toContainText(`${t('common:account.bonusBalance')} €25`);
    await expect(casino.getByRole('article', { name: 'Bonus weekend 25%' })).toContainText(t('bonuses:status.active'));
  });

  test('es: the unseen-cashback popup shows after signing in, once, and not again after a reload', async ({ page }) => {
    const { t, prefix } = texts('es');
    const signIn = async () => {
      const form = page.getByRole('form', { name: t('auth:signIn.title') });
      await form.getByRole('textbox', { name: t('auth:signIn.login') }).fill('demo@example.com');
      await form.getByRole('textbox', { name: t('auth:signIn.password'), exact: true }).fill('demo1234');
      await form.getByRole('button', { name: t('auth:signIn.submit'), exact: true }).click();
      await expect(page.getByRole('button', { name: t('common:profile.menu') })).toBeVisible();
    };
    // Campaign popups would queue first (SPEC §4): e2e/popups.spec.ts covers them.
    await mockScenario(page, { mock_reset: 1, mock_popups: 'off' }, `${prefix}/forms/sign_in`);
    await signIn();

    const popup = page.getByRole('dialog', { name: t('bonuses:unseen.activeTitle') });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await popup.getByRole('button', { name: t('ui:dialog.close') }).first().click();
    await expect(popup).toBeHidden();

    await page.reload();
    await waitForAppReady(page);
    await expect(page.getByRole('button', { name: t('common:profile.menu') })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A second sign-in that finds the stored id opens nothing either: unseen-cashback.test.tsx.
  });
});
