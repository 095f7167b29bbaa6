import type { Page } from '@playwright/test';
import { expect, mockScenario, openInApp, test } from './fixtures';
import { gameProviderStandIn } from './third-parties/game-provider';
import { serveStandIns } from './third-parties/stand-in';
import { mockSumsubBackend, SUMSUB_FRAME_ORIGIN, type SumsubStandIn, sumsubStandIn } from './third-parties/sumsub-stand-in';

/**
 * Responsible gaming and identity verification against the stateful mock (decision record 023):
 * the deposit limit the cashier then enforces, the reality check over a game, the Sumsub flow
 * (its SDK and frame stand in under Sumsub's own hosts, e2e/third-parties/sumsub-stand-in.ts),
 * approved and (mock_verification=reject) rejected. Each flow once, in en or ru; the unit tests
 * cover the rest.
 */

/** Sumsub's frame inside the verification container. */
function sumsubFrame(page: Page) {
  return page.getByTestId('sumsub-container').locator(`iframe[src^="${SUMSUB_FRAME_ORIGIN}/"]`).contentFrame();
}

/** The review is Sumsub's webhook to the backend: it must have been taken for the page to show its answer. */
async function expectReviewDelivered(sumsub: SumsubStandIn): Promise<void> {
  await expect.poll(() => sumsub.traffic.calls, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/\/review$/));
  expect(sumsub.traffic.errors).toEqual([]);
}

test.describe('responsible gaming and verification', () => {
  test('en: a daily deposit limit set in the profile makes the cashier refuse a bigger deposit', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/makeDeposit/);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/profile/responsible-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Deposit limit' });
    await form.getByRole('combobox', { name: 'Period' }).selectOption('day');
    await form.getByRole('textbox', { name: 'Amount, EUR' }).fill('50');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Deposit limit saved.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '€50 · Per day' })).toBeVisible();

    // Inside the app, as the player's next click would go: the limit comes from the mock backend.
    await openInApp(page, '/en/cashier/deposit/card');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('80');
    await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: /^Expiry date/ }).fill('1230');
    await page.getByRole('textbox', { name: /^CVV/ }).fill('123');
    await page.getByRole('textbox', { name: /^Name on card/ }).fill('Alex Demo');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This deposit is over your deposit limit.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('you can still deposit €50');
  });

  test('ru: the reality check pauses the game after the configured time, and continuing resumes it', async ({ page, context, backend }) => {
    await serveStandIns(context, [gameProviderStandIn(backend!.url)]);
    // Playwright's clock moves the 10 s of play on instead of waiting them out (as session.spec.ts does).
    await page.clock.install();
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_reality_check: 10 }, '/game/lucky-orbit-fruits');
    const frame = page.locator('iframe[title="Lucky Orbit Fruits"]');
    await expect(frame).toBeVisible({ timeout: 15_000 });
    await expect(frame).not.toHaveAttribute('data-paused');

    const dialog = page.getByRole('dialog', { name: 'Пора оглянуться' });
    // The watcher's timer must exist before the clock jumps (it starts once the session is known).
    await expect(page.locator('html[data-reality-check="running"]')).toHaveCount(1, { timeout: 15_000 });
    await page.clock.fastForward('00:11');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText('Время в игре');
    await expect(dialog).toContainText('Итог');
    await expect(frame).toHaveAttribute('data-paused', 'true');
    await expect(frame).toHaveAttribute('inert', '');

    await dialog.getByRole('button', { name: 'Продолжить игру' }).click();
    await expect(dialog).toBeHidden();
    await expect(frame).not.toHaveAttribute('data-paused');
  });

  test('ru: the Sumsub flow verifies the account', async ({ page, context, baseURL }) => {
    const sumsub = sumsubStandIn(mockSumsubBackend(baseURL ?? ''));
    await serveStandIns(context, [sumsub]);
    await mockScenario(page, { mock_reset: 1, mock_login: 'kyc@example.com' }, '/profile/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Верификация' })).toBeVisible();
    await expect(page.getByText('Не подтверждена', { exact: true })).toBeVisible();
    await expect(page.getByText('Вывод средств приостановлен до подтверждения личности.')).toBeVisible();

    await page.getByRole('button', { name: 'Начать верификацию' }).click();
    const sdk = sumsubFrame(page);
    await sdk.getByRole('button', { name: 'Загрузить образец документа' }).click();
    await sdk.getByRole('button', { name: 'Сделать образец селфи' }).click();
    // The selfie needs the camera and the microphone, which Sumsub's frame alone may use.
    await expect.poll(() => sumsub.traffic.camera).toEqual(['granted']);
    await sdk.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page.getByText('На проверке', { exact: true })).toBeVisible();

    await expectReviewDelivered(sumsub);
    await expect(page.getByText('Подтверждена', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Ваша личность подтверждена.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Вывод средств приостановлен до подтверждения личности.')).toBeHidden();
  });
  test('en: with mock_verification=reject the review refuses the documents and the page offers a retry', async ({ page, context, baseURL }) => {
    const sumsub = sumsubStandIn(mockSumsubBackend(baseURL ?? ''));
    await serveStandIns(context, [sumsub]);
    await mockScenario(page, { mock_reset: 1, mock_login: 'kyc@example.com', mock_verification: 'reject' }, '/en/profile/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Start verification' }).click();
    const sdk = sumsubFrame(page);
    await sdk.getByRole('button', { name: 'Upload a sample ID document' }).click();
    await sdk.getByRole('button', { name: 'Take a sample selfie' }).click();
    // The selfie needs the camera and the microphone, which Sumsub's frame alone may use.
    await expect.poll(() => sumsub.traffic.camera).toEqual(['granted']);
    await sdk.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();

    await expectReviewDelivered(sumsub);

    await expect(page.getByText('Verification failed. Please check your documents and try again.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Withdrawals are on hold until your identity is confirmed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
