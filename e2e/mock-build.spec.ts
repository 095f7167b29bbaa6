import { expect, gotoApp, mockScenario, test, waitForAppReady } from './fixtures';

/**
 * The mock build itself (`npm run build:mock` -> dist-mock/, playwright.mock.config.ts): the static
 * demo whose in-page mock backend, QA panel and `?mock_*` switches a production build does not have.
 */

test.describe('the in-page mock backend', () => {
  test("en: the mock worker answers the API and leaves the build's files to the network (decision record 036)", async ({ page }) => {
    await gotoApp(page, '/en/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // The next start runs under the worker from its first request.
    const seen: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') || pathname.startsWith('/api/')) seen.push({ path: pathname, fromWorker: response.fromServiceWorker() });
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForAppReady(page);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    const files = seen.filter((entry) => entry.path.startsWith('/assets/'));
    const calls = seen.filter((entry) => entry.path.startsWith('/api/'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((entry) => entry.fromWorker)).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((entry) => !entry.fromWorker)).toEqual([]);
  });
});

test.describe('the QA switches of the static demo', () => {
  test('en: address switches sign a demo player in and leave the address; the QA panel signs out and forces an error', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/promotions');
    await expect(page).toHaveURL(/\/en\/promotions$/);
    const header = page.locator('header').first();
    await expect(header.getByRole('group', { name: 'Your balance' })).toContainText('€1,000');

    await page.getByRole('button', { name: 'QA tools of the mock backend' }).click();
    const panel = page.getByRole('dialog', { name: 'QA tools' });
    await expect(panel.getByText('Signed in as demo@example.com')).toBeVisible();
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'QA tools of the mock backend' }).click();
    await expect(panel.getByText('Nobody is signed in')).toBeVisible();

    await panel.getByRole('textbox', { name: 'Call', exact: true }).fill('account.getInfo');
    await panel.getByRole('combobox', { name: 'Error type' }).selectOption('InternalServerError');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Remove the forced error on account.getInfo' })).toBeVisible();
  });
});

test.describe("the mock vendors' frames", () => {
  test('en: the mock sportsbook and the mock game play in their sandboxed frames on the loopback host', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_popups: 'off' }, '/en/betting');
    const book = page.getByTitle('Sportsbook', { exact: true });
    await expect(book).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    // The player's token reached the book by message, and its API answered through the app window's worker.
    await expect(book.contentFrame().getByRole('heading', { level: 1, name: 'All sports' })).toBeVisible({ timeout: 15_000 });
    await expect(book.contentFrame().locator('[data-balance]')).toContainText('€', { timeout: 15_000 });

    // The mock provider on the site's own origin, over plain http on 127.0.0.1.
    await gotoApp(page, '/en/game/lucky-orbit-fruits#demo');
    const game = page.getByTitle('Lucky Orbit Fruits', { exact: true });
    await expect(game).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/mock-game\.html\?/);
    await expect(game.contentFrame().getByText('Demo: fun money')).toBeVisible({ timeout: 15_000 });
  });
});

