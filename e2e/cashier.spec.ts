import type { Page } from '@playwright/test';
import { expect, mockScenario, openInApp, setMockSwitches, test, waitForAppReady } from './fixtures';
import { escapeRegExp, startsWith, texts } from './locale-texts';
import { serveStandIns } from './third-parties/stand-in';
import { mockSumsubBackend, SUMSUB_FRAME_ORIGIN, sumsubStandIn } from './third-parties/sumsub-stand-in';

/**
 * The cashier against the stateful mock (QA guide mocks/README.md: test cards). Each flow runs once,
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
const IT = texts('it');
const IT_CARD: CardLabels = {
  amount: IT.t('deposit:amount.label'),
  number: startsWith(IT.t('cashier:requisites.types.card_number')),
  expiry: startsWith(IT.t('cashier:requisites.types.card_expiry')),
  cvv: /^CVV/,
  holder: startsWith(IT.t('cashier:requisites.types.card_holder')),
};

async function fillCard(page: Page, labels: CardLabels, amount: string, card: string) {
  await page.getByRole('textbox', { name: labels.amount, exact: true }).fill(amount);
  await page.getByRole('textbox', { name: labels.number }).fill(card);
  await page.getByRole('textbox', { name: labels.expiry }).fill('1230');
  await page.getByRole('textbox', { name: labels.cvv }).fill('123');
  await page.getByRole('textbox', { name: labels.holder }).fill('Alex Demo');
}

// The header's balance group in any of the four languages (its label is "Your balance", "Il tuo saldo"...).
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: /balance|баланс|saldo/i });

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

  test('it: a deposit over the daily limit is refused with the limit shown', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/makeDeposit/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'limit@example.com' }, `${IT.prefix}/cashier/deposit/card`);
    await fillCard(page, IT_CARD, '50', '4242 4242 4242 4242');
    await page.getByRole('button', { name: IT.t('deposit:form.payAmount', { amount: '€50' }) }).click();

    const alert = page.getByRole('alert').filter({ hasText: IT.t('cashier:errors.BillingDepositLimitExceeded') });
    await expect(alert).toBeVisible();
    // The spec's formats in every language: €100, and the date as dd.mm.yyyy.
    const details = IT.t('cashier:errors.limitDetails', { limit: '€100', period: IT.t('cashier:period.day'), available: '€40', date: 'DATE' });
    await expect(alert).toContainText(new RegExp(escapeRegExp(details).replace('DATE', String.raw`\d\d\.\d\d\.\d{4}`)));
    await expect(page.getByRole('textbox', { name: IT_CARD.amount, exact: true })).toHaveValue('50');

    // Italian's cashier tabs are the longest: on a phone all four stay whole, none running into the next.
    await page.setViewportSize({ width: 375, height: 800 });
    const tabs = page.getByRole('navigation', { name: IT.t('cashier:tabs.label') }).getByRole('link');
    await expect(tabs).toHaveText(['deposit', 'withdraw', 'wallet', 'history'].map((tab) => IT.t(`cashier:tabs.${tab}`)));
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const text = document.createRange();
        text.selectNodeContents(link);
        const { left, right } = text.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return { text: link.textContent, inside: left >= box.left - 0.5 && right <= box.right + 0.5, right, left };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.inside, `"${box.text}" stays inside its tab`).toBe(true);
      if (index > 0) expect(box.left, `"${box.text}" starts after "${boxes[index - 1].text}"`).toBeGreaterThan(boxes[index - 1].right);
    }
  });

  test('en: an offline deposit is not sent again, keeps the form and points to the history', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/Failed to fetch|ERR_|net::/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit/card');
    await fillCard(page, EN, '40', '4242 4242 4242 4242');

    // The offline switch: every mock request fails with a network error from now on.
    await setMockSwitches(page, { mock_offline: 1 });

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
  test('es: a withdrawal to an e-wallet waits for approval and cancelling it gives the money back', async ({ page }) => {
    const { t, prefix } = texts('es');
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/cashier/withdraw`);
    await expect(page.getByRole('heading', { level: 1, name: t('cashier:meta.withdraw') })).toBeVisible();
    // The radios are drawn as cards: a person clicks the card.
    await page.locator('label').filter({ hasText: 'PayNow Wallet' }).click();
    await expect(page.getByRole('radio', { name: 'PayNow Wallet' })).toBeChecked();
    await page.getByRole('textbox', { name: startsWith(t('cashier:requisites.types.wallet')) }).fill('alex@example.com');
    await page.getByRole('textbox', { name: t('withdraw:form.amount'), exact: true }).fill('100');
    await page.getByRole('button', { name: t('withdraw:form.submitAmount', { amount: '€100' }) }).click();

    await expect(page.getByText(t('withdraw:form.success', { amount: '€100' }))).toBeVisible();
    await expect(headerBalance(page)).toContainText('€900');
    const pending = page.getByRole('list', { name: t('withdraw:pending.label') });
    await expect(pending.getByRole('listitem')).toHaveCount(1);

    await pending.getByRole('button', { name: startsWith(t('withdraw:pending.cancelLabel', { amount: '€100', method: 'PayNow Wallet' })) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('withdraw:pending.confirmYes') }).click();
    await expect(page.getByText(t('withdraw:pending.cancelled', { amount: '€100' }))).toBeVisible();
    await expect(headerBalance(page)).toContainText(/€1[\s,.\u00a0]?000/);
  });

  test('en: a KYC-blocked account is told before trying, and starts the identity check in the dialog where it is', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'kyc@example.com' }, '/en/cashier/withdraw');
    const notice = page.getByRole('region', { name: 'Verify your identity to withdraw' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Verify identity' }).click();
    await expect(page.getByRole('dialog', { name: 'Identity verification' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/cashier\/withdraw$/);
  });

  test('es: a withdrawal refused with SumsubVerificationRequired opens the verification dialog where the player is', async ({ page, context, baseURL, collectPageErrors }) => {
    collectPageErrors.allow(/status of 422/);
    // The dialog loads Sumsub's SDK from Sumsub's host (e2e/third-parties/sumsub-stand-in.ts).
    await serveStandIns(context, [sumsubStandIn(mockSumsubBackend(baseURL ?? ''))]);
    await mockScenario(
      page,
      { mock_reset: 1, mock_login: 'kyc@example.com', mock_error: 'cashier.makeWithdrawal:SumsubVerificationRequired:1' },
      '/es/cashier/withdraw',
    );
    await page.locator('label').filter({ hasText: 'PayNow Wallet' }).click();
    await page.getByRole('textbox', { name: /^Correo o teléfono del monedero/ }).fill('alex@example.com');
    await page.getByRole('textbox', { name: 'Importe', exact: true }).fill('100');
    await page.getByRole('button', { name: 'Retirar €100' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Verifica tu identidad para continuar.' });
    const verify = alert.getByRole('button', { name: 'Verificar identidad' });
    await verify.click();
    const dialog = page.getByRole('dialog', { name: 'Verificación de identidad' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/es\/cashier\/withdraw$/);
    await dialog.getByRole('button', { name: 'Iniciar verificación' }).click();
    await expect(dialog.getByTestId('sumsub-container').locator(`iframe[src^="${SUMSUB_FRAME_ORIGIN}/"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(verify).toBeFocused();
  });
});
