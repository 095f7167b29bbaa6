import type { Page } from '@playwright/test';
import { signedInitData } from '../mocks/oauth/telegram-init-data';
import { expect, mockScenario, test } from './fixtures';
import { continueInProviderPopup } from './provider-popup';
import { GAME_PROVIDER_ORIGIN, gameProviderStandIn } from './third-parties/game-provider';
import { PAYMENT_PROVIDER_ORIGIN, paymentProviderStandIn } from './third-parties/payment-provider';
import { BETBY_DOMAIN, BETBY_FRAME_TITLE, betbyStandIn } from './third-parties/sportsbook-betby';
import { serveStandIns, watchPolicyViolations } from './third-parties/stand-in';
import { TELEGRAM_SCRIPT_URL, telegramWebAppStandIn } from './third-parties/telegram-web-app';

/**
 * The sportsbook, the messaging app's script, the social logins, the game providers' frames and the
 * payment providers' pages under the production build's policy (docs/third-parties.md), with each
 * vendor's stand-in answering its real host names (e2e/third-parties/): the integration works, the
 * vendor's script, requests, socket and frames happened as the stand-in saw them, the browser
 * reported no policy violation, and no page asked a third-party host that no stand-in answers.
 * The e2e build names Betby as its sportsbook (VITE_SPORTSBOOK_VENDOR=betby, a brand renderer on
 * sptpub.com).
 */

/** `document.fullscreenEnabled` inside a frame: whether the page's policy delegated fullscreen to it. */
const fullscreenIn = (page: Page, selector: string) => page.locator(selector).contentFrame().locator('html').evaluate(() => document.fullscreenEnabled);

test.describe('third parties under the production policy', () => {
  test('Betby: the brand renderer shows the book in its frame, asks its API host and keeps its socket, with the player token', async ({ page, context, backend }) => {
    const betby = betbyStandIn(backend!.url);
    const refused = await serveStandIns(context, [betby]);
    const violations = await watchPolicyViolations(page);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/betting');
    const frame = page.getByTitle(BETBY_FRAME_TITLE, { exact: true }).contentFrame();
    await expect(frame.getByText('Balance: €1,000.00')).toBeVisible({ timeout: 15_000 });

    const vendorHost = `[a-z0-9-]+\\.${BETBY_DOMAIN.replace('.', '\\.')}`;
    const asked = (pattern: string) => expect(betby.seen).toContainEqual(expect.stringMatching(new RegExp(`^${pattern}`)));
    asked(`GET https://${vendorHost}/bt-renderer\\.min\\.js$`);
    asked(`GET https://${vendorHost}/api/v1/brand-config\\?brand_id=[^&]+&lang=en$`);
    asked(`GET https://${vendorHost}/frame/\\?lang=en&path=%2F$`);
    asked(`POST https://${vendorHost}/mock-sportsbook/api/bets$`);
    asked(`socket wss://${vendorHost}/ws\\?brand_id=`);
    // The socket carries the token the site minted for the player (sportsbook.getToken).
    const hello = betby.seen.find((line) => line.startsWith('socket> '));
    expect(JSON.parse(hello!.slice('socket> '.length))).toEqual({ type: 'hello', lang: 'en', token: expect.stringMatching(/\S{8,}/) });

    // A vendor frame is not delegated fullscreen: only the game frame is.
    expect(await fullscreenIn(page, `iframe[title="${BETBY_FRAME_TITLE}"]`)).toBe(false);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });

  test("Telegram: the mini-application script from telegram.org talks to the client and registers the player", async ({ page, context }) => {
    const telegram = telegramWebAppStandIn();
    const refused = await serveStandIns(context, [telegram]);
    const violations = await watchPolicyViolations(page);
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __clientEvents: string[] }).__clientEvents = events;
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent: (type: string) => events.push(type) };
    });
    const user = { id: 555000121, first_name: 'Policy', username: 'policy_e2e', language_code: 'en' };
    await mockScenario(page, { mock_reset: 1 }, `/en/#tgWebAppData=${encodeURIComponent(signedInitData(user))}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-messaging-app');

    expect(telegram.seen).toEqual([`GET ${TELEGRAM_SCRIPT_URL}`]);
    const events = await page.evaluate(() => (window as unknown as { __clientEvents: string[] }).__clientEvents);
    expect(events).toEqual(expect.arrayContaining(['web_app_request_theme', 'web_app_ready', 'web_app_expand']));
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });

  // The popup opens /oauth/init on the site's origin, which the backend answers (docs/third-parties.md,
  // "Social login"): no page of the site asks the provider anything, so no stand-in serves it and any
  // request to the provider's hosts would be refused and listed.
  for (const provider of ['Google', 'Facebook', 'Telegram']) {
    test(`${provider} sign-in: the popup stays with the backend and the site asks the provider nothing`, async ({ page, context, backend }) => {
      const refused = await serveStandIns(context, []);
      const violations = await watchPolicyViolations(page);
      await mockScenario(page, { mock_reset: 1 }, '/en/');
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Sign in with ${provider}` }).click()]);
      expect(new URL(popup.url()).origin).toBe(backend!.url);
      expect(new URL(popup.url()).searchParams.get('service')).toBe(provider.toLowerCase());
      await expect(popup.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible({ timeout: 15_000 });
      await continueInProviderPopup(popup, /Continue as Alex Demo/);
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
      expect(violations).toEqual([]);
      expect(refused).toEqual([]);
    });
  }

  test('game provider: its https frame plays for real money on its own host, and only it is delegated fullscreen', async ({ page, context, backend }) => {
    const provider = gameProviderStandIn(backend!.url);
    const refused = await serveStandIns(context, [provider]);
    const violations = await watchPolicyViolations(page);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/game/lucky-orbit-fruits');
    const game = page.frameLocator('iframe[title="Lucky Orbit Fruits"]');
    await expect(game.getByText('Real money')).toBeVisible({ timeout: 15_000 });
    const balance = game.locator('#balance');
    await expect(balance).toHaveText('€1,000.00');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#message')).toHaveText(/You win|No win/);
    await expect(balance).not.toHaveText('€1,000.00');
    expect(provider.seen).toContainEqual(expect.stringMatching(new RegExp(`^GET ${GAME_PROVIDER_ORIGIN}/mock-games/lucky-orbit-fruits\\?mode=real&`)));
    expect(provider.seen).toContain(`POST ${GAME_PROVIDER_ORIGIN}/mock-games/api/spin`);

    // Fullscreen (Permissions-Policy fullscreen=*) reaches a cross-origin frame only through its
    // container's allow: the game frame has it; a frame of the same provider without it does not.
    expect(await fullscreenIn(page, 'iframe[title="Lucky Orbit Fruits"]')).toBe(true);
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.title = 'undelegated';
      other.src = src;
      document.body.append(other);
    }, `${GAME_PROVIDER_ORIGIN}/mock-games/lucky-orbit-fruits?mode=demo&lang=en`);
    await expect(page.frameLocator('iframe[title="undelegated"]').getByText('Demo: fun money')).toBeVisible();
    expect(await fullscreenIn(page, 'iframe[title="undelegated"]')).toBe(false);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });

  test("payment provider: a redirect deposit leaves for the provider's page and comes back paid", async ({ page, context, backend }) => {
    const provider = paymentProviderStandIn(backend!.url);
    const refused = await serveStandIns(context, [provider]);
    const violations = await watchPolicyViolations(page);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/cashier/deposit/redirect_pay');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
    const toProvider = page.waitForRequest((request) => request.url().startsWith(`${PAYMENT_PROVIDER_ORIGIN}/`));
    await page.getByRole('button', { name: 'Deposit €50' }).click();
    // The provider learns the site's origin, never the player's address on it.
    expect((await toProvider).headers().referer).toBe(`${backend!.url}/`);
    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_PROVIDER_ORIGIN}/mock-pay/\\d+\\?`));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`^${backend!.url}/en/cashier/paysuccess/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Your balance' })).toContainText('€1,050');
    expect(provider.seen).toEqual([
      expect.stringMatching(new RegExp(`^GET ${PAYMENT_PROVIDER_ORIGIN}/mock-pay/\\d+\\?return=`)),
      expect.stringMatching(new RegExp(`^GET ${PAYMENT_PROVIDER_ORIGIN}/mock-pay/\\d+/decide\\?.*decision=pay`)),
    ]);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });
});
