import { expectNoViolationsAcross } from './axe';
import { expect, mockScenario, test } from './fixtures';

/** Tournaments against the stateful mock (README "QA: mock scenarios"); the unit tests cover the rest. */
test.describe('tournaments (SPEC §2, §4 tournament participation)', () => {
  test('en: a player joins a tournament and appears in its leaderboard', async ({ page }) => {
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/tournaments');
    const sprint = page.getByRole('article', { name: 'Neon Spin Sprint' });
    await expect(sprint.getByRole('timer')).toHaveText(/^\d+d \d\d:\d\d:\d\d$/);
    await sprint.getByRole('link', { name: 'Details of Neon Spin Sprint' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Neon Spin Sprint' })).toBeVisible();
    const board = page.getByRole('table', { name: 'Leaderboard' });
    await expect(board).toHaveAttribute('aria-rowcount', '1001');
    await page.getByRole('button', { name: 'Participate in Neon Spin Sprint' }).click();

    await expect(page.getByText('✓ You are in')).toBeVisible();
    await expect(board.getByRole('rowgroup', { name: 'Your place' })).toContainText('LuckyDemo');
    await expect(board.getByRole('rowgroup', { name: 'Your place' })).toContainText('1001');
    // A virtualised list: far fewer rows in the page than the 1,001 entries.
    expect(await board.getByRole('row').count()).toBeLessThan(60);
  });
});

test.describe('accessibility of the tournament pages (axe, WCAG 2.1 AA)', () => {
  const pages = [
    { path: '/en/tournaments', ready: 'Neon Spin Sprint' },
    { path: '/en/tournaments/102', ready: 'Leaderboard' },
    { path: '/en/tournaments/102/gamehall', ready: 'Games of Reels Race' },
  ];
  // One test, one browser context, one page load: the later pages open inside the app (a fresh load
  // per page cost more than the axe run itself).
  test(`${pages.map(({ path }) => path).join(', ')} have no violations once loaded (signed in)`, async ({ page }) => {
    test.setTimeout(90_000);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, pages[0].path);
    await expectNoViolationsAcross(page, pages);
  });
});
