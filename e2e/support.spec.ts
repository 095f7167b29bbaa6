import { expect, mockScenario, test, waitForAppReady } from './fixtures';
import { texts } from './locale-texts';
import { chatStandIn, OFFLINE_SOCKET } from './third-parties/chat-stand-ins';
import { betbyStandIn } from './third-parties/sportsbook-betby';
import { serveStandIns, watchPolicyViolations } from './third-parties/stand-in';

/**
 * /support and the live chat (SPEC §1, §2, §4; decision record 024). mock_chat picks the vendor in
 * the content configuration; the vendor's script, API, socket and frame are answered under the
 * vendor's own hosts by the stand-ins of e2e/third-parties/chat-stand-ins.ts.
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

  test('ru: the chat loads on home, not on a game page, and hides on betting', async ({ page, context, backend, collectPageErrors }) => {
    collectPageErrors.allow(OFFLINE_SOCKET);
    const violations = await watchPolicyViolations(page);
    const jivo = chatStandIn('jivo');
    // /betting mounts the build's sportsbook vendor.
    const refused = await serveStandIns(context, [jivo, betbyStandIn(backend!.url)]);
    await mockScenario(page, { mock_reset: 1, mock_chat: 'jivo' }, '/game/lucky-orbit-fruits');
    // A key press counts as the visitor's first interaction: the chat would load now if it were wanted here.
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1_500);
    expect(jivo.traffic.scripts).toEqual([]);
    const launcher = page.getByRole('button', { name: 'Jivo chat' });
    await expect(launcher).toHaveCount(0);

    await page.goto('/');
    await waitForAppReady(page);
    await expect(launcher).toBeVisible({ timeout: 10_000 });
    expect(jivo.traffic.scripts).toHaveLength(1);

    await page.locator('footer a[href="/betting"]').first().click();
    await expect(page).toHaveURL(/\/betting/);
    await expect(launcher).toBeHidden();
    await page.goBack();
    await expect(launcher).toBeVisible();
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('es: signing in reloads the chat with the player, whose messages are stored', async ({ page, context, collectPageErrors }) => {
    collectPageErrors.allow(OFFLINE_SOCKET);
    const { t, prefix } = texts('es');
    const freshchat = chatStandIn('freshchat');
    await serveStandIns(context, [freshchat]);
    await mockScenario(page, { mock_reset: 1, mock_logout: 1, mock_popups: 'off', mock_chat: 'freshchat' }, `${prefix}/forms/sign_in`);
    const launcher = page.getByRole('button', { name: 'Freshchat chat' });
    await expect(launcher).toBeVisible({ timeout: 10_000 });
    expect(freshchat.traffic.scripts).toHaveLength(1);
    // A visitor: the widget was told of nobody.
    const toldOf = (socket: number) => freshchat.traffic.sockets[socket]?.messages.flatMap((message) => (message.type === 'visitor' ? [message.visitor] : [])) ?? [];
    expect(toldOf(0)).toEqual([]);

    const form = page.getByRole('form', { name: t('auth:signIn.title') });
    await form.getByRole('textbox', { name: t('auth:signIn.login') }).fill('demo@example.com');
    await form.getByRole('textbox', { name: t('auth:signIn.password'), exact: true }).fill('demo1234');
    await form.getByRole('button', { name: t('auth:signIn.submit'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('common:profile.menu') })).toBeVisible();

    // The widget is loaded again, and its new session tells the vendor who the player is.
    await expect.poll(() => toldOf(1).at(-1), { timeout: 10_000 }).toMatchObject({ email: 'demo@example.com', uid: expect.any(String) });
    expect(freshchat.traffic.scripts).toHaveLength(2);

    // The demo player has an unseen cashback (e2e/bonuses.spec.ts); its popup comes first.
    const cashback = page.getByRole('dialog', { name: t('bonuses:unseen.activeTitle') });
    await expect(cashback).toBeVisible({ timeout: 10_000 });
    await cashback.getByRole('button', { name: t('ui:dialog.close') }).first().click();
    await expect(cashback).toBeHidden();

    const stored = page.waitForRequest((request) => request.url().includes('/support/saveChatEvent') && request.method() === 'POST');
    await launcher.click();
    await page.getByRole('textbox', { name: 'Freshchat message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await stored).postData()).toContain('Hello there');
  });
});
