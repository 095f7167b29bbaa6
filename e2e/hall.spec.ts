import type { Page } from '@playwright/test';
import { expect, flowsInTurn, gotoApp, mockScenario, test, waitForAppReady } from './fixtures';

/** The texts the specs click on, in the two languages they run in. */
const LOCALES = [
  {
    name: 'ru',
    prefix: '',
    live: 'Лайв-казино',
    play: 'Играть',
    providers: 'Провайдеры',
    grid: 'Игры',
    favourites: 'Избранное',
    favouriteGrid: 'Избранные игры',
    heart: (game: string) => `В избранном: ${game}`,
  },
  {
    name: 'en',
    prefix: '/en',
    live: 'Live casino',
    play: 'Play',
    providers: 'Providers',
    grid: 'Games',
    favourites: 'Favourites',
    favouriteGrid: 'Favourite games',
    heart: (game: string) => `Favourite: ${game}`,
  },
] as const;

// Every test here goes through the mock backend in a service worker, several pages deep.
test.describe.configure({ timeout: 90_000 });

/** The largest number of elements the hall's grid may hold, whatever the catalogue size. */
const GRID_ELEMENT_BUDGET = 300;

const gameNames = (page: Page) =>
  page.locator('[data-testid="game-grid"] [data-control="play"]').evaluateAll((links) =>
    links.slice(0, 6).map((link) => link.getAttribute('aria-label')),
  );

const gridElements = (page: Page) =>
  page.locator('[data-testid="game-grid"]').evaluate((grid) => grid.querySelectorAll('*').length);

for (const locale of LOCALES) {
  test.describe(`game hall (${locale.name})`, () => {
    const flow = flowsInTurn(LOCALES.map((item) => item.name), locale.name);
    flow('filters live in the address: a copied link reproduces the view, Back restores the previous one', async ({
      page,
      browser,
    }) => {
      await mockScenario(page, { mock_reset: 1 }, `${locale.prefix}/gamehall`);
      const grid = page.getByRole('grid', { name: locale.grid });
      await expect(grid.locator('[data-control="play"]').first()).toBeVisible();

      await page.getByRole('button', { name: locale.live, exact: true }).click();
      await expect(page).toHaveURL(/[?&]types=live\b/);
      await page.getByRole('button', { name: locale.providers }).click();
      await page.getByRole('checkbox', { name: /Red Lantern Live/ }).check();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/providers=red-lantern-live/);
      // Wild Roulette Live is among the first games of Red Lantern Live, not among the first live games.
      await expect.poll(() => gameNames(page), { timeout: 10_000 }).toContain(`${locale.play}: Wild Roulette Live`);
      const names = await gameNames(page);
      const shared = page.url();

      // The copied address, opened fresh in another browser context, shows the same games and filters.
      const other = await browser.newPage();
      await gotoApp(other, shared);
      await expect(other.getByRole('grid', { name: locale.grid }).locator('[data-control="play"]').first()).toBeVisible();
      await expect.poll(() => gameNames(other)).toEqual(names);
      await expect(other.getByRole('button', { name: locale.live, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await other.close();

      // Back undoes the provider, not the type.
      await page.goBack();
      await expect(page).not.toHaveURL(/providers=/);
      await expect(page).toHaveURL(/types=live/);
      await expect(page.getByRole('button', { name: locale.live, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => gameNames(page), { timeout: 10_000 }).toContain(`${locale.play}: Sic Bo Gems Live`);
      expect(await gameNames(page)).not.toContain(`${locale.play}: Wild Roulette Live`);
    });

    flow('a signed-in player adds a favourite, finds it after a reload and removes it', async ({ page }) => {
      await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${locale.prefix}/gamehall`);
      const heart = page.getByRole('button', { name: locale.heart('Golden Blackjack') });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // The heart sits on the tile's picture, whichever of the two stylesheets arrived last.
      const picture = await heart.locator('xpath=..').locator('img').boundingBox();
      const heartBox = await heart.boundingBox();
      expect(picture && heartBox && heartBox.y + heartBox.height <= picture.y + picture.height && heartBox.x >= picture.x).toBe(true);
      // The heart turns at once (optimistic); reload only after the server has stored the like.
      const liked = page.waitForResponse((response) => response.url().includes('/games/addLike') && response.ok());
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await liked;

      await page.reload();
      await waitForAppReady(page);
      await page.getByRole('tab', { name: locale.favourites }).click();
      await expect(page).toHaveURL(/tab=favourites/);
      const favourites = page.getByRole('grid', { name: locale.favouriteGrid });
      const saved = favourites.getByRole('button', { name: locale.heart('Golden Blackjack') });
      await expect(saved).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });

      const unliked = page.waitForResponse((response) => response.url().includes('/games/removeLike') && response.ok());
      await saved.click();
      await expect(favourites.getByRole('button', { name: locale.heart('Golden Blackjack') })).toHaveCount(0);
      await unliked;
      await page.reload();
      await waitForAppReady(page);
      await expect(page.getByRole('grid', { name: locale.favouriteGrid }).locator('[data-control="play"]').first()).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.getByRole('button', { name: locale.heart('Golden Blackjack') })).toHaveCount(0);
    });
  });
}

test.describe('game hall', () => {
  test('search from the dialog: /, type, arrow down, Enter opens the game page', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, '/en/gamehall');
    await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    const input = dialog.getByRole('combobox', { name: 'Game name' });
    await expect(input).toBeFocused();
    await input.pressSequentially('tiger', { delay: 30 });
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    await input.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/game\/[a-z0-9-]+/);
    await expect(dialog).toHaveCount(0);

    // The search is remembered for next time.
    await page.goBack();
    // The shortcut listener belongs to the hall page: wait for it to be back before pressing.
    await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
    await page.locator('body').press('/');
    await expect(page.getByRole('dialog', { name: 'Search games' }).getByRole('option', { name: 'Search again: tiger' })).toBeVisible();
  });

  // One visitor's story (it was two tests, each with its own page load): the providers page, the hall it
  // leads to, and a heart there that asks the visitor to sign in.
  test('the providers page leads to the hall filtered by that provider; a visitor’s heart opens the sign-in popup', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1 }, '/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Провайдеры игр' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Найти провайдера' }).fill('lantern');
    await page.getByRole('link', { name: /Red Lantern Live/ }).click();
    await expect(page).toHaveURL(/\/gamehall\?providers=red-lantern-live$/);
    await expect(page.getByRole('list', { name: 'Выбранные провайдеры' })).toContainText('Red Lantern Live');
    const grid = page.getByRole('grid', { name: 'Игры' });
    await expect(grid.locator('[data-control="play"]').first()).toBeVisible();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await grid.getByRole('button', { name: /^В избранном: / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Вход в аккаунт' })).toBeVisible();
  });

  test(`with 10,000+ games the grid keeps at most ${GRID_ELEMENT_BUDGET} elements, at the top and far down`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await mockScenario(page, { mock_reset: 1, mock_catalog: 'large' }, '/en/gamehall');
    const grid = page.getByRole('grid', { name: 'Games' });
    // The mock builds the large catalogue on first use.
    await expect(grid.locator('[data-control="play"]').first()).toBeVisible({ timeout: 20_000 });
    const rows = Number(await grid.getAttribute('aria-rowcount'));
    expect(rows * 5).toBeGreaterThanOrEqual(10_000);
    expect(await gridElements(page)).toBeLessThanOrEqual(GRID_ELEMENT_BUDGET);

    // Pages load in order as the end of the grid comes near: go to the bottom until 1,000+ games are loaded.
    const lastIndex = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const cells = document.querySelectorAll('[data-testid="game-grid"] [data-index]');
        return Number(cells[cells.length - 1]?.getAttribute('data-index') ?? -1);
      });
    await expect.poll(lastIndex, { timeout: 90_000, intervals: [200] }).toBeGreaterThan(1000);
    expect(await gridElements(page)).toBeLessThanOrEqual(GRID_ELEMENT_BUDGET);

    for (const fraction of [0.5, 0.95]) {
      await page.evaluate((at) => window.scrollTo(0, document.documentElement.scrollHeight * at), fraction);
      // Wait until the rows there have their games (not skeletons).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const links = [...document.querySelectorAll('[data-testid="game-grid"] [data-control="play"]')];
            return links.some((link) => {
              const { top, bottom } = link.getBoundingClientRect();
              return top >= 0 && bottom <= window.innerHeight;
            });
          }),
          { timeout: 15_000 },
        )
        .toBe(true);
      const index = await page.evaluate(() => Number(document.querySelector('[data-testid="game-grid"] [data-index]')?.getAttribute('data-index')));
      expect(index).toBeGreaterThan(400);
      expect(await gridElements(page)).toBeLessThanOrEqual(GRID_ELEMENT_BUDGET);
    }
  });
});
