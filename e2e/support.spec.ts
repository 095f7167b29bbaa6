import { expect, mockScenario, test, waitForAppReady } from './fixtures';
import { texts } from './locale-texts';

/**
 * /support and the live chat (SPEC §1, §2, §4; decision record 024). The chat runs on the local
 * stand-ins of mocks/chat/ (mock_chat picks the vendor); no vendor script is fetched.
 */

test.describe('support page and live chat', () => {
  test('it: the feedback form validates, keeps the text on a forced error, then sends', async ({ page, collectPageErrors }) => {
    // The forced failure answers 500, which the browser reports on the console.
    collectPageErrors.allow(/sendFeedback|500/);
    const { t, prefix } = texts('it');
    await mockScenario(page, { mock_reset: 1, mock_error: 'support.sendFeedback:InternalServerError:1' }, `${prefix}/support`);
    await expect(page.getByRole('heading', { level: 1, name: t('support:title') })).toBeVisible();
    const form = page.getByRole('form', { name: t('support:feedback.title') });
    const send = form.getByRole('button', { name: t('support:feedback.submit') });
    const field = (key: string) => form.getByRole('textbox', { name: t(`support:feedback.${key}`) });

    await field('email').fill('not-an-email');
    await field('message').fill('short');
    await send.click();
    await expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('message')).toHaveAttribute('aria-invalid', 'true');

    const text = 'Il mio prelievo è in attesa da lunedì, potete controllare?';
    await field('name').fill('Anna Rossi');
    await field('email').fill('anna@example.com');
    await field('subject').fill('Prelievo');
    await field('message').fill(text);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/support/sendFeedback')) requests.push(request.method());
    });
    await send.click();
    await expect(form.getByRole('alert')).toContainText(t('support:feedback.errors.generic'));
    await expect(field('message')).toHaveValue(text);
    await expect(field('subject')).toHaveValue('Prelievo');
    expect(requests).toEqual(['POST']);

    await send.click();
    await expect(page.getByRole('status').filter({ hasText: t('support:feedback.sent') })).toBeVisible();
    expect(requests).toEqual(['POST', 'POST']);
  });

  test('ru: the chat stand-in loads on home, not on a game page, and hides on betting', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_chat: 'jivo' }, '/game/lucky-orbit-fruits');
    // A key press counts as the visitor's first interaction: the chat would load now if it were wanted here.
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('chat-stand-in')).toHaveCount(0);

    await page.goto('/');
    await waitForAppReady(page);
    const bubble = page.getByTestId('chat-stand-in');
    await expect(bubble).toBeVisible({ timeout: 10_000 });
    await expect(bubble).toHaveAttribute('data-vendor', 'jivo');

    await page.locator('footer a[href="/betting"]').first().click();
    await expect(page).toHaveURL(/\/betting/);
    await expect(bubble).toBeHidden();
    await page.goBack();
    await expect(bubble).toBeVisible();
  });

  test('es: signing in reloads the chat with the player, whose messages are stored', async ({ page }) => {
    const { t, prefix } = texts('es');
    await mockScenario(page, { mock_reset: 1, mock_logout: 1, mock_popups: 'off', mock_chat: 'freshchat' }, `${prefix}/forms/sign_in`);
    const bubble = page.getByTestId('chat-stand-in');
    await expect(bubble).toBeVisible({ timeout: 10_000 });
    await expect(bubble).toHaveAttribute('data-vendor', 'freshchat');
    expect(await page.evaluate(() => (window as unknown as { __chatStandIn: { loads: number } }).__chatStandIn.loads)).toBe(1);

    const form = page.getByRole('form', { name: t('auth:signIn.title') });
    await form.getByRole('textbox', { name: t('auth:signIn.login') }).fill('demo@example.com');
    await form.getByRole('textbox', { name: t('auth:signIn.password'), exact: true }).fill('demo1234');
    await form.getByRole('button', { name: t('auth:signIn.submit'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('common:profile.menu') })).toBeVisible();

    await expect(page.getByTestId('chat-stand-in')).toHaveAttribute('data-user-email', 'demo@example.com', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __chatStandIn: { loads: number } }).__chatStandIn.loads)).toBe(2);

    // The demo player has an unseen cashback (e2e/bonuses.spec.ts); its popup comes first.
    const cashback = page.getByRole('dialog', { name: t('bonuses:unseen.activeTitle') });
    await expect(cashback).toBeVisible({ timeout: 10_000 });
    await cashback.getByRole('button', { name: t('ui:dialog.close') }).first().click();
    await expect(cashback).toBeHidden();

    const stored = page.waitForRequest((request) => request.url().includes('/support/saveChatEvent') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Freshchat chat (stand-in)' }).click();
    await page.getByRole('textbox', { name: 'Freshchat message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await stored).postData()).toContain('Hello there');
  });
});
