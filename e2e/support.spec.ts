import { expect, mockScenario, test, waitForAppReady } from './fixtures';

/**
 * /support and the live chat (SPEC §1, §2, §4; decision record 024). The chat runs on the local
 * stand-ins of mocks/chat/ (mock_chat picks the vendor); no vendor script is fetched.
 */

test.describe('support page and live chat', () => {
  test('en: the feedback form validates, keeps the text on a forced error, then sends', async ({ page, collectPageErrors }) => {
    // The forced failure answers 500, which the browser reports on the console.
    collectPageErrors.allow(/sendFeedback|500/);
    await mockScenario(page, { mock_reset: 1, mock_error: 'support.sendFeedback:InternalServerError:1' }, '/en/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send message' });

    await form.getByRole('textbox', { name: /Email/ }).fill('not-an-email');
    await form.getByRole('textbox', { name: /Message/ }).fill('short');
    await send.click();
    await expect(form.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');

    const text = 'My withdrawal has been pending since Monday, could you check it?';
    await form.getByRole('textbox', { name: /Your name/ }).fill('Anna Rossi');
    await form.getByRole('textbox', { name: /Email/ }).fill('anna@example.com');
    await form.getByRole('textbox', { name: /Subject/ }).fill('Withdrawal');
    await form.getByRole('textbox', { name: /Message/ }).fill(text);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/support/sendFeedback')) requests.push(request.method());
    });
    await send.click();
    await expect(form.getByRole('alert')).toContainText('The message could not be sent');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(text);
    await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('Withdrawal');
    expect(requests).toEqual(['POST']);

    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
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

  test('en: signing in reloads the chat with the player, whose messages are stored', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_logout: 1, mock_popups: 'off', mock_chat: 'freshchat' }, '/en/forms/sign_in');
    const bubble = page.getByTestId('chat-stand-in');
    await expect(bubble).toBeVisible({ timeout: 10_000 });
    await expect(bubble).toHaveAttribute('data-vendor', 'freshchat');
    expect(await page.evaluate(() => (window as unknown as { __chatStandIn: { loads: number } }).__chatStandIn.loads)).toBe(1);

    const form = page.getByRole('form', { name: 'Sign in to your account' });
    await form.getByRole('textbox', { name: 'Email or phone number' }).fill('demo@example.com');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

    await expect(page.getByTestId('chat-stand-in')).toHaveAttribute('data-user-email', 'demo@example.com', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __chatStandIn: { loads: number } }).__chatStandIn.loads)).toBe(2);

    // The demo player has an unseen cashback (e2e/bonuses.spec.ts); its popup comes first.
    const cashback = page.getByRole('dialog', { name: 'You have cashback!' });
    await expect(cashback).toBeVisible({ timeout: 10_000 });
    await cashback.getByRole('button', { name: /Close/ }).first().click();
    await expect(cashback).toBeHidden();

    const stored = page.waitForRequest((request) => request.url().includes('/support/saveChatEvent') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Freshchat chat (stand-in)' }).click();
    await page.getByRole('textbox', { name: 'Freshchat message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await stored).postData()).toContain('Hello there');
  });
});
