import { expect, gotoApp, mockScenario, test } from './fixtures';
import { GAME_PROVIDER_ORIGIN, gameProviderStandIn } from './third-parties/game-provider';
import { serveStandIns } from './third-parties/stand-in';

/** Games every mock catalogue opens with (mocks/games/fixtures/catalogue.ts FEATURED_GAMES). */
const DEMO_SLOT = { sysname: 'lucky-orbit-fruits', name: 'Lucky Orbit Fruits' };
const NO_DEMO_SLOT = { sysname: 'ironclad-vault', name: 'Ironclad Vault' };

test.describe('game page (SPEC §2 /game/{sysname})', () => {
  test('a visitor plays the demo in the game frame (en)', async ({ page, context, backend }) => {
    // The provider's page on a host of its own, over https, as a deployment frames it.
    const provider = gameProviderStandIn(backend!.url);
    const refused = await serveStandIns(context, [provider]);
    await mockScenario(page, { mock_reset: 1 }, `/en/game/${DEMO_SLOT.sysname}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SLOT.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo', pressed: true })).toBeVisible();

    const frame = page.frameLocator(`iframe[title="${DEMO_SLOT.name}"]`);
    await expect(frame.getByText('Demo: fun money')).toBeVisible({ timeout: 15_000 });
    const balance = frame.locator('#balance');
    await expect(balance).toHaveText('€1,000.00');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.locator('#message')).toHaveText(/You win|No win/);
    await expect(balance).not.toHaveText('€1,000.00');

    // The provider's page keeps its own origin and gets none of the site's rights.
    const iframe = page.locator(`iframe[title="${DEMO_SLOT.name}"]`);
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${GAME_PROVIDER_ORIGIN}/`));
    await expect(iframe).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(iframe).not.toHaveAttribute('sandbox', /allow-top-navigation|allow-modals/);
    expect(await frame.locator('body').evaluate(() => [window.origin, (() => { try { return typeof window.parent.document; } catch { return 'blocked'; } })()])).toEqual([GAME_PROVIDER_ORIGIN, 'blocked']);
    expect(refused).toEqual([]);
  });

  test('a visitor on a game without demo is invited to sign up (ru)', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, `/game/${NO_DEMO_SLOT.sysname}`);
    await expect(page.getByRole('heading', { name: 'У этой игры нет демо-версии' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Регистрация' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a player plays for real money and the balance changes (ru)', async ({ page, context, backend }) => {
    await serveStandIns(context, [gameProviderStandIn(backend!.url)]);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `/game/${DEMO_SLOT.sysname}`);
    await expect(page.getByRole('button', { name: 'На деньги', pressed: true })).toBeVisible();
    const header = page.getByRole('group', { name: /баланс/i });
    const before = await header.textContent();

    const frame = page.frameLocator(`iframe[title="${DEMO_SLOT.name}"]`);
    await expect(frame.getByText('Реальные деньги')).toBeVisible({ timeout: 15_000 });
    const balance = frame.locator('#balance');
    await expect(balance).toHaveText(/1\s?000,00/);
    await frame.getByRole('button', { name: 'Крутить' }).click();
    await expect(frame.locator('#message')).toHaveText(/Выигрыш|без выигрыша/);
    await expect(balance).not.toHaveText(/1\s?000,00/);

    // Leaving the game shows the wallet the mock backend now holds.
    await page.getByRole('button', { name: 'Закрыть игру' }).click();
    await expect(page).toHaveURL(/\/gamehall$/);
    await expect(page.getByRole('group', { name: /баланс/i })).not.toHaveText(before ?? '');
  });

  test('demo and real switch for a signed-in player (en)', async ({ page, context, backend }) => {
    await serveStandIns(context, [gameProviderStandIn(backend!.url)]);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `/en/game/${DEMO_SLOT.sysname}`);
    const frame = page.frameLocator(`iframe[title="${DEMO_SLOT.name}"]`);
    await expect(frame.getByText('Real money')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Demo' }).click();
    await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Continue in demo' }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(frame.getByText('Demo: fun money')).toBeVisible({ timeout: 15_000 });
  });

  test('an unknown game is not found (en)', async ({ page }) => {
    await gotoApp(page, '/en/game/no-such-game');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the game bar fits a 375 px phone with the longest labels (es)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoApp(page, `/es/game/${DEMO_SLOT.sysname}`);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    // The configured narrow logo replaces the wordmark once the page has hydrated.
    await expect(bar.locator('picture img')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
