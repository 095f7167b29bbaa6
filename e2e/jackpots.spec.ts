import { expectNoViolationsAcross } from './axe';
import { expect, flowsInTurn, gotoApp, test } from './fixtures';

const LOCALES = [
  {
    prefix: '',
    title: 'Джекпоты',
    mega: 'Мега Орбита',
    details: 'Подробнее о джекпоте Мега Орбита',
    recent: 'Последние победители этого джекпота',
    winners: 'Последние выигрыши',
    more: 'Показать ещё',
  },
  {
    prefix: '/en',
    title: 'Jackpots',
    mega: 'Mega Orbit',
    details: 'Details of Mega Orbit',
    recent: 'Recent winners of this jackpot',
    winners: 'Latest wins',
    more: 'Show more',
  },
] as const;

const POOL = /^€1,2\d\d,\d{3}\.\d\d$/;

for (const l of LOCALES) {
  test.describe(`jackpots (${l.prefix || 'ru'})`, () => {
    const flow = flowsInTurn(LOCALES.map((item) => item.prefix), l.prefix);
    flow('the list leads to a jackpot page with its growing pool and its winners', async ({ page }) => {
      await gotoApp(page, `${l.prefix}/jackpots`);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      const mega = page.getByRole('article', { name: l.mega });
      await expect(mega.getByText(POOL)).toBeVisible();

      await mega.getByRole('link', { name: l.details }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/jackpots/1$`));
      await expect(page.getByRole('heading', { level: 1, name: l.mega })).toBeVisible();
      const pool = page.getByText(POOL);
      await expect(pool).toBeVisible();
      const before = await pool.innerText();
      // The pool grows with time: the page refreshes it and counts up in between.
      await expect.poll(() => pool.innerText(), { timeout: 15_000 }).not.toBe(before);

      const table = page.getByRole('table', { name: l.recent });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    });

    flow('/winners shows entries and loads more', async ({ page }) => {
      await gotoApp(page, `${l.prefix}/winners`);
      const table = page.getByRole('table', { name: l.winners });
      await expect(table.getByRole('row')).toHaveCount(21);
      await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(`^${l.prefix}/game/`));
      await page.getByRole('button', { name: l.more }).click();
      await expect(table.getByRole('row')).toHaveCount(41);
    });

    flow('an unknown jackpot is not found', async ({ page }) => {
      await gotoApp(page, `${l.prefix}/jackpots/999`);
      await expect(page.getByText(`Page Not Found: ${l.prefix}/jackpots/999`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: l.mega })).toHaveCount(0);
    });
  });
}

test.describe('accessibility of jackpots, winners and the home sections (axe, WCAG 2.1 AA)', () => {
  const pages = [
    { path: '/en/jackpots', ready: 'Mega Orbit' },
    { path: '/en/jackpots/1', ready: 'Recent winners of this jackpot' },
    { path: '/en/winners', ready: 'Top players this week' },
    { path: '/en/', ready: 'Latest winners' },
  ];
  // One test, one browser context, one page load: the later pages open inside the app (a fresh load
  // per page cost more than the axe run itself; the loads are proven by the flows above and routes.spec.ts).
  test(`${pages.map(({ path }) => path).join(', ')} have no violations once loaded`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoApp(page, pages[0].path);
    await expectNoViolationsAcross(page, pages);
  });
});
