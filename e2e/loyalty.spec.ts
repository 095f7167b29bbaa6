import { expect, mockScenario, test } from './fixtures';
import { texts } from './locale-texts';

/** Loyalty shop, character change and loyalty notices against the stateful mock (decision record 022); flows rotate over the four locales. */

test.describe('loyalty (SPEC §2 /loyalty*, §3, §4 notices)', () => {
  test('en: buying a product with enough points shows the success dialog and takes the points', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/loyalty/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Points shop' })).toBeVisible();
    await expect(page.getByText('You have 1,200 points')).toBeVisible();
    await page.getByRole('button', { name: 'Buy €5 cash' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy “€5 cash”?' });
    await expect(confirm).toContainText('500 points will be taken');
    await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Purchase complete' });
    await expect(done).toContainText('700 points left.');
    await done.getByRole('button', { name: 'Great' }).click();
    await expect(page.getByText('You have 700 points')).toBeVisible();
  });

  test('it: a double click on Buy opens one confirm and buys once', async ({ page }) => {
    const { t, prefix } = texts('it');
    const product = '5 € in contanti';
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/loyalty/shop`);
    await expect(page.getByText(t('loyalty:shop.balance', { points: t('loyalty:points', { value: '1,200', count: 1200 }) }))).toBeVisible();
    await page.getByRole('button', { name: t('loyalty:shop.buyLabel', { title: product }) }).dblclick();
    await page.getByRole('dialog', { name: t('loyalty:confirm.title', { title: product }) }).getByRole('button', { name: t('loyalty:confirm.confirm'), exact: true }).click();
    await page.getByRole('dialog', { name: t('loyalty:success.title') }).getByRole('button', { name: t('loyalty:success.close') }).click();
    // A second confirm would now come out from under the first one.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(t('loyalty:shop.balance', { points: t('loyalty:points', { value: '700', count: 700 }) }))).toBeVisible();
  });

  test('es: a server failure on a purchase says it may have gone through and where to check', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/buyProduct/);
    const { t, prefix } = texts('es');
    const buy = t('loyalty:shop.buyLabel', { title: '5 € en efectivo' });
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_error: 'loyalty.buyProduct:InternalServerError' }, `${prefix}/loyalty/shop`);
    await expect(page.getByText(t('loyalty:shop.balance', { points: t('loyalty:points', { value: '1,200', count: 1200 }) }))).toBeVisible();
    await page.getByRole('button', { name: buy }).click();
    await page.getByRole('dialog', { name: t('loyalty:confirm.title', { title: '5 € en efectivo' }) }).getByRole('button', { name: t('loyalty:confirm.confirm'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('loyalty:errors.buyUncertain') })).toBeVisible();
    await expect(page.getByRole('button', { name: buy })).toBeEnabled();
  });

  test('ru: too few points open the insufficient-funds dialog and nothing is bought', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/loyalty/shop');
    await expect(page.getByText('У вас 1,200 баллов')).toBeVisible();
    await page.getByRole('button', { name: 'Купить «250 € на счёт»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Недостаточно баллов' });
    await expect(dialog).toContainText('Не хватает: 18,800 баллов.');
    await dialog.getByRole('button', { name: 'Понятно' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('У вас 1,200 баллов')).toBeVisible();
  });

  test('ru: changing the character asks to confirm and shows the new one in the profile', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/profile/loyalty');
    const status = page.getByRole('region', { name: 'Ваши баллы' });
    await expect(status).toContainText('Лис');
    await status.getByRole('button', { name: 'Сменить персонажа' }).click();
    const picker = page.getByRole('dialog', { name: 'Выберите персонажа' });
    await picker.getByRole('button', { name: 'Выбрать: Дракон' }).click();
    await page.getByRole('dialog', { name: 'Сменить персонажа на «Дракон»?' }).getByRole('button', { name: 'Сменить', exact: true }).click();
    await expect(page.getByText('Ваш персонаж теперь — Дракон.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(status).toContainText('Дракон');
  });

  test('en: a queued loyalty notice shows as a toast after the first click', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_loyalty_notice: 'credit' }, '/en/loyalty');
    await expect(page.getByRole('region', { name: 'Your points' })).toContainText('1,300 points');
    const toast = page.getByRole('status').filter({ hasText: 'Points credited' });
    await page.waitForTimeout(500);
    await expect(toast).toHaveCount(0);
    await page.getByRole('heading', { level: 1, name: 'Loyalty programme' }).click();
    await expect(toast).toContainText('+100 points on your loyalty account.');
  });
});
