import type { Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { expect, mockScenario, setMockSwitches, test } from './fixtures';
import { seonDeviceOf, seonStandIn } from './third-parties/seon-stand-in';
import { serveStandIns } from './third-parties/stand-in';

/**
 * The inactivity period runs from the moment the watcher (loaded once a player is known) starts its
 * timer. The page's requests must be over too: a clock jump fires the time limit of a translation
 * file still on its way, and the page reports it as lost.
 */
async function waitForInactivityTimer(page: Page) {
  await expect(page.locator('html[data-inactivity-timer="running"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

// Each test waits through real debounce windows and full reloads on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Session behaviour (SPEC §4, §9): the inactivity warning and forced sign-out driven by
 * Playwright's clock, the balance refreshed after a click, and the session hints.
 * The mock's general info has time_to_force_logout = 900 s: the warning opens at 720 s (12:00)
 * and the player is signed out at 900 s (15:00).
 */
test.describe('inactivity (SPEC §4)', () => {
  test('en: the warning counts down at 80% and the player is signed out at 100%', async ({ page }) => {
    await page.clock.install();
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/promotions');
    await expect(page.getByText('€1,000')).toBeVisible();
    await waitForInactivityTimer(page);

    await page.clock.fastForward('11:50');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('00:15');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toHaveText(/^2:[45]\d$/);
    await expect(warning.getByRole('button', { name: /close/i })).toHaveCount(0);
    // The countdown follows the clock (no key or click here: those count as activity).
    await page.clock.runFor(2_000);
    await expect(warning.getByRole('timer')).toHaveText(/^2:[34]\d$/);

    await page.clock.fastForward('03:00');
    await expect(warning).toHaveCount(0);
    await expect(page.getByText('You were signed out because you were inactive for too long.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('ru: "Остаться в аккаунте" keeps the player signed in and starts the period again', async ({ page }) => {
    await page.clock.install();
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/');
    await expect(page.getByText('€1,000')).toBeVisible();
    await waitForInactivityTimer(page);

    // Two steps, as in the en test: one 12-minute jump fires every due timer of the busy home page at once.
    await page.clock.fastForward('11:50');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('00:15');
    const warning = page.getByRole('dialog', { name: 'Вы ещё здесь?' });
    await expect(warning).toBeVisible({ timeout: 10_000 });
    await warning.getByRole('button', { name: 'Остаться в аккаунте' }).click();
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward('11:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    // An established, confirmed player with deposits gets no session hints (it was a test of its own;
    // checked here, with no dialog open, long after the page loaded).
    await expect(page.getByRole('complementary', { name: 'Подсказки по аккаунту' })).toHaveCount(0);
    await page.clock.fastForward('01:10');
    await expect(warning).toBeVisible();
  });
});

test.describe('balance refresh after a click (SPEC §3, §9)', () => {
  test('es: the header shows a balance changed elsewhere about a second after a click', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_balance_refresh: 'click' }, '/es/');
    const header = page.getByRole('banner');
    await expect(header.getByText('€1,000')).toBeVisible();

    // The wallet changes outside the page's knowledge (the mock server's switch: no reload, nothing refetched).
    await setMockSwitches(page, { mock_balance: 1234.5 });
    await page.waitForTimeout(2_000);
    await expect(header.getByText('€1,000')).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(header.getByText('€1,234.50')).toBeVisible({ timeout: 4_000 });
  });
});

test.describe('session hints (SPEC §4)', () => {
  // en: new@example.com's hints are checked in the accessibility test at the end (same page, same player);
  // demo@example.com's absence of hints in the ru inactivity test.
  test('it: sending the confirmation hides the hint for good', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'new@example.com' }, '/it/');
    const hints = page.getByRole('complementary', { name: "Suggerimenti per l'account" });
    await expect(hints.getByText('Benvenuto! Effettua il tuo primo deposito')).toBeVisible();
    await hints.getByRole('button', { name: 'Invia conferma' }).click();
    await expect(page.getByText('Abbiamo inviato un link di conferma a new@example.com.', { exact: false })).toBeVisible();
    await expect(hints.getByText('Conferma la tua email')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Benvenuto! Effettua il tuo primo deposito')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Conferma la tua email')).toHaveCount(0);
  });
});

test.describe('tracking (SPEC §2, §7)', () => {
  test('en: promo code and tracking link are kept; one /hit pixel leaves with the converted track id', async ({ page }) => {
    const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
    await mockScenario(page, { mock_reset: 1 }, '/en/?promo_code=OLD&promo_code=ORBIT50&track_id=td_777&link_id=12');
    const url = new URL((await hit).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ referrer: '', track_id: '777', track_source: 'td' });
    expect(await page.evaluate(() => localStorage.getItem('promo_code'))).toBe('ORBIT50');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tracking_params'))) ?? '{}')).toEqual({
      track_id: 'td_777',
      link_id: '12',
    });
  });

  test('ru: with is_seon_enabled the hit carries the fraud-fingerprint session', async ({ page, context }) => {
    // SEON's agent and its fingerprint host, under their real names (e2e/third-parties/seon-stand-in.ts).
    const seon = seonStandIn();
    await serveStandIns(context, [seon]);
    const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
    await mockScenario(page, { mock_reset: 1, mock_seon: 1 }, '/?promo_code=RU1');
    const url = new URL((await hit).url());
    const sessionId = seon.traffic.fingerprints[0]?.sessionId ?? '';
    expect(sessionId).not.toBe('');
    expect(JSON.parse(Buffer.from(url.searchParams.get('session') ?? '', 'base64').toString('utf8'))).toEqual({ session_id: sessionId, device: seonDeviceOf(sessionId) });
    expect(await page.evaluate(() => localStorage.getItem('promo_code'))).toBe('RU1');
  });
});

test.describe('session hints and their accessibility (SPEC §4; axe, WCAG 2.1 AA)', () => {
  test('en: new@example.com sees the registration and confirm-contact hints; they and the inactivity warning have no violations', async ({ page }) => {
    await page.clock.install();
    await mockScenario(page, { mock_reset: 1, mock_login: 'new@example.com' }, '/en/');
    const hints = page.getByRole('complementary', { name: 'Account tips' });
    await expect(hints.getByText('Welcome aboard! Make your first deposit')).toBeVisible();
    await expect(hints.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en/cashier/deposit');
    await expect(hints.getByText('Confirm your email')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await waitForInactivityTimer(page);
    await page.clock.fastForward('12:05');
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
