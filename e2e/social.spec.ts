import type { Page } from '@playwright/test';
import { signedInitData } from '../mocks/oauth/telegram-init-data';
import { expect, gotoApp, mockScenario, test, waitForAppReady } from './fixtures';
import { continueInProviderPopup } from './provider-popup';
import { serveStandIns } from './third-parties/stand-in';
import { TELEGRAM_SCRIPT_URL, type TelegramStandIn, telegramWebAppStandIn } from './third-parties/telegram-web-app';

/** Launch hash of the messaging-app mini-application (Telegram's launch parameters, https://core.telegram.org/bots/webapps). */
function launchHash(raw: string) {
  return `#tgWebAppData=${encodeURIComponent(raw)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;
}

test.describe('social login through the mock provider (SPEC §7)', () => {
  // Two windows and two app starts per test on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('en: the 640x480 popup signs a demo player in and closes', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, '/en/');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(google).toBeVisible();

    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    const opened = new URL(popup.url());
    expect(opened.pathname).toBe('/oauth/init');
    expect(opened.searchParams.get('service')).toBe('google');
    expect(opened.searchParams.get('type_auth')).toBe('login');
    expect(new URL(opened.searchParams.get('redirect_url')!).pathname).toBe('/en/');

    await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible({ timeout: 15_000 });
    await continueInProviderPopup(popup, /Continue as Alex Demo/);

    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    // the sign-in popup closes; the demo player's unseen cashback may open its own popup after it (SPEC §4)
    await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_jwt'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('en: a return without the nonce during a pending Google login sends no callback and signs nobody in', async ({ page }) => {
    // The auth backend's provider callback (auth/{provider}/callback in src/api/contract/contract-table.ts).
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (/\/auth\/[^/?]+\/callback/.test(request.url())) callbacks.push(request.url());
    });
    await mockScenario(page, { mock_reset: 1 }, '/en/forms/sign_in');
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(google).toBeVisible({ timeout: 15_000 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await popup.close();

    // Someone else's token steered into this tab while the login is pending: no social_state.
    await gotoApp(page, '/en/?access_token=stranger&provider=google');
    await expect(page.getByText('This social sign-in was not started in this browser, so the link was ignored.', { exact: false })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/access_token/);
    expect(callbacks).toEqual([]);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_jwt'))).toBeNull();
  });

  test('ru: a blocked popup falls back to the redirect; a new player completes registration', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null; // the browser's popup blocker
    });
    await mockScenario(page, { mock_reset: 1 }, '/?back_url=%2Fpromotions');
    await page.getByRole('link', { name: 'Войти', exact: true }).click();
    await page.getByRole('dialog', { name: 'Вход в аккаунт' }).getByRole('button', { name: 'Войти через Facebook' }).click();

    await expect(page).toHaveURL(/\/cms\/api\/connect\/facebook\?callback=/);
    await expect(page.getByRole('heading', { name: 'Вход через Facebook' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Продолжить как новый игрок' }).click();
    await waitForAppReady(page);

    const dialog = page.getByRole('dialog', { name: 'Завершите регистрацию' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Email/).fill('social.player@example.com');
    await dialog.getByLabel(/Валюта счёта/).selectOption('EUR');
    await dialog.getByLabel(/Мне больше 18 лет/).check();
    await dialog.getByRole('button', { name: 'Завершить регистрацию' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    // the saved back url is followed, the token never stays in the address
    await expect(page).toHaveURL(/\/promotions$/);
  });
});

/** The events the page sent the messaging-app client through its bridge (the script's calls). */
const clientEvents = (page: Page) => page.evaluate(() => (window as unknown as { __clientEvents?: string[] }).__clientEvents ?? []);

test.describe('messaging-app mini-application (SPEC §1, §7, §8)', () => {
  const USER = { id: 555000111, first_name: 'Tele', username: 'tele_e2e', language_code: 'en' };
  let telegram: TelegramStandIn;
  let refused: string[] = [];

  test.beforeEach(async ({ page, context }) => {
    // Telegram's script under its real address (e2e/third-parties/telegram-web-app.ts).
    telegram = telegramWebAppStandIn();
    refused = await serveStandIns(context, [telegram]);
    // The messaging app's native client around the page: the bridge it injects (the hash alone registers nobody).
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __clientEvents: string[] }).__clientEvents = events;
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent: (type: string) => events.push(type) };
    });
  });
  test.afterEach(() => {
    expect(refused, 'third-party requests no stand-in answers').toEqual([]);
  });

  test('en: an anonymous visitor with valid init data is registered and signed in', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, `/en/${launchHash(signedInitData(USER))}`);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: 15_000 });
    // The script came from Telegram's address, and the app told the client through it that it is ready.
    expect(telegram.seen).toEqual([`GET ${TELEGRAM_SCRIPT_URL}`]);
    expect(await clientEvents(page)).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));
  });

  for (const [locale, text] of [
    ['ru', 'Не удалось зарегистрироваться через мессенджер. Попробуйте ещё раз позже.'],
    ['it', 'Non è stato possibile registrarti tramite il messenger. Riprova più tardi.'],
  ] as const) {
    test(`${locale}: a payload with a bad hash shows the translated error toast`, async ({ page, collectPageErrors }) => {
      collectPageErrors.allow(/status of 400/);
      const bad = signedInitData(USER).replace(/hash=[0-9a-f]+/, `hash=${'e'.repeat(64)}`);
      await mockScenario(page, { mock_reset: 1 }, `${locale === 'ru' ? '/' : `/${locale}/`}${launchHash(bad)}`);
      await expect(page.getByText(text)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: locale === 'ru' ? 'Войти' : 'Accedi', exact: true })).toBeVisible();
    });
  }
});

test.describe('a messaging-app link outside the messaging app', () => {
  test('en: #tgWebAppData in an ordinary tab registers nobody', async ({ page, context }) => {
    const telegram = telegramWebAppStandIn();
    const refused = await serveStandIns(context, [telegram]);
    const USER = { id: 555000112, first_name: 'Link', username: 'link_e2e', language_code: 'en' };
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/register')) registrations.push(request.url());
    });
    await mockScenario(page, { mock_reset: 1 }, `/en/${launchHash(signedInitData(USER))}`);
    // the mini-app script still loads (messaging-app styling) and reads the hash, but no client is around the page
    await expect.poll(() => page.evaluate(() => (window as unknown as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData), { timeout: 15_000 }).toContain('user=');
    expect(telegram.seen).toEqual([`GET ${TELEGRAM_SCRIPT_URL}`]);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    // registration would follow the script at once; give it the time it takes inside the app
    await page.waitForTimeout(1000);
    expect(registrations).toEqual([]);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
