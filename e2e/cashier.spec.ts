import type { Page } from '@playwright/test';
import { expect, mockScenario, openInApp, test, waitForAppReady } from './fixtures';

/**
 * The cashier against the stateful mock (README "Demo accounts", test cards). Each flow runs once,
 * in en or ru; the unit tests cover every branch in all four languages.
 */

const isMakeDeposit = (url: string, method: string) => method === 'POST' && new URL(url).pathname.endsWith('/cashier/makeDeposit');

/** Counts makeDeposit requests the page sends from now on. */
function countDeposits(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (isMakeDeposit(request.url(), request.method())) sent += 1;
  });
  return () => sent;
}

interface CardLabels {
  amount: string;
  number: RegExp;
  expiry: RegExp;
  cvv: RegExp;
  holder: RegExp;
}

const EN: CardLabels = { amount: 'Amount', number: /^Card number/, expiry: /^Expiry date/, cvv: /^CVV/, holder: /^Name on card/ };
const RU: CardLabels = { amount: 'Сумма', number: /^Номер карты/, expiry: /^Срок действия/, cvv: /^CVV/, holder: /^Имя на карте/ };

async function fillCard(page: Page, labels: CardLabels, amount: string, card: string) {
  await page.getByRole('textbox', { name: labels.amount, exact: true }).fill(amount);
  await page.getByRole('textbox', { name: labels.number }).fill(card);
  await page.getByRole('textbox', { name: labels.expiry }).fill('1230');
  await page.getByRole('textbox', { name: labels.cvv }).fill('123');
  await page.getByRole('textbox', { name: labels.holder }).fill('Alex Demo');
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: /balance|баланс/i });

test.describe('cashier: deposit (SPEC §2, §4, §5)', () => {
  test('en: a card deposit is sent once for a double click, credits the header balance and heads the history', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit/card');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(headerBalance(page)).toContainText(/€1,000(?!\.\d*[1-9])/);
    await fillCard(page, EN, '50', '4242 4242 4242 4242');

    const sent = countDeposits(page);
    await page.getByRole('button', { name: 'Deposit €50' }).dblclick();
    await expect(page).toHaveURL(/\/en\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('€1,050');
    expect(sent()).toBe(1);

    // Inside the app (a fresh load proves nothing more): the history is read from the mock backend.
    await openInApp(page, '/en/cashier/history?tab=deposit');
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText('NovaCard');
    await expect(firstRow).toContainText('€50');
    await expect(firstRow).toContainText('Completed');
  });

  test('ru: a declined card says so and keeps the amount and the card details', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/status of 402/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/cashier/deposit/card');
    await fillCard(page, RU, '75', '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Пополнить на/ }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Платёж отклонён платёжной системой' })).toBeVisible();
    await expect(page).toHaveURL(/\/cashier\/deposit\/card$/);
    await expect(page.getByRole('textbox', { name: RU.amount, exact: true })).toHaveValue('75');
    await expect(page.getByRole('textbox', { name: RU.number })).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByRole('textbox', { name: RU.holder })).toHaveValue('Alex Demo');
  });

  test('en: a 3-D Secure card waits on the pending page, which survives a reload and settles to success', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit/card');
    await fillCard(page, EN, '30', '4000 0000 0000 3220');
    await page.getByRole('button', { name: 'Deposit €30' }).click();
    await expect(page).toHaveURL(/\/en\/cashier\/paypending\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment is being processed' })).toBeVisible();

    await page.reload();
    await waitForAppReady(page);
    await expect(page).toHaveURL(/\/en\/cashier\/paysuccess\/\d+$/, { timeout: 15_000 });
    await expect(headerBalance(page)).toContainText('€1,030');
  });

  test('ru: a deposit over the daily limit is refused with the limit shown', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/makeDeposit/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'limit@example.com' }, '/cashier/deposit/card');
    await fillCard(page, RU, '50', '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Пополнить на/ }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Сумма превышает ваш лимит депозитов' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Ваш лимит — €100 в день');
    await expect(alert).toContainText('можно внести ещё €40');
    await expect(page.getByRole('textbox', { name: RU.amount, exact: true })).toHaveValue('50');
  });

  test('en: an offline deposit is not sent again, keeps the form and points to the history', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/Failed to fetch|ERR_|net::/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit/card');
    await fillCard(page, EN, '40', '4242 4242 4242 4242');

    // The QA panel's offline switch: every mock request fails with a network error from now on.
    await page.getByRole('button', { name: 'QA tools of the mock backend' }).click();
    await page.getByLabel('Offline: every mock request fails').check();
    await page.keyboard.press('Escape');

    const sent = countDeposits(page);
    await page.getByRole('button', { name: 'Deposit €40' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "we can't tell whether the payment went through" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Open transaction history' })).toHaveAttribute('href', '/en/cashier/history?tab=deposit');
    await page.waitForTimeout(1_500);
    expect(sent()).toBe(1);
    await expect(page.getByRole('textbox', { name: EN.amount, exact: true })).toHaveValue('40');
    await expect(page.getByRole('textbox', { name: EN.number })).toHaveValue('4242 4242 4242 4242');
  });
});

test.describe('cashier: withdrawal (SPEC §7, §8)', () => {
  test('ru: a withdrawal to an e-wallet waits for approval and cancelling it gives the money back', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/cashier/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Вывод средств' })).toBeVisible();
    // The radios are drawn as cards: a person clicks the card.
    await page.locator('label').filter({ hasText: 'PayNow Wallet' }).click();
    await expect(page.getByRole('radio', { name: 'PayNow Wallet' })).toBeChecked();
    await page.getByRole('textbox', { name: /^Email или телефон кошелька/ }).fill('alex@example.com');
    await page.getByRole('textbox', { name: 'Сумма', exact: true }).fill('100');
    await page.getByRole('button', { name: 'Вывести €100' }).click();

    await expect(page.getByText('Заявка на вывод €100 принята и ожидает одобрения.')).toBeVisible();
    await expect(headerBalance(page)).toContainText('€900');
    const pending = page.getByRole('list', { name: 'Выводы, ожидающие одобрения' });
    await expect(pending.getByRole('listitem')).toHaveCount(1);

    await pending.getByRole('button', { name: /^Отменить вывод/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Да, отменить' }).click();
    await expect(page.getByText(/Вывод €100 отменён/)).toBeVisible();
    await expect(headerBalance(page)).toContainText(/€1[\s,.\u00a0]?000/);
  });

  test('en: a KYC-blocked account is shown the identity check before and after trying', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'kyc@example.com' }, '/en/cashier/withdraw');
    await expect(page.getByRole('heading', { name: 'Verify your identity to withdraw' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify identity' }).first()).toHaveAttribute('href', '/en/profile/verification');
  });
});
