import { expectNoViolationsAcross } from './axe';
import { expect, mockScenario, test } from './fixtures';
import { texts } from './locale-texts';

/** Tournaments against the stateful mock (QA guide, mocks/README.md); the unit tests cover the rest. */
test.describe('tournaments (SPEC §2, §4 tournament participation)', () => {
  test('it: a player joins a tournament and appears in its leaderboard', async ({ page }) => {
    const { t, prefix } = texts('it');
    const name = 'Sprint al neon';
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/tournaments`);
    const sprint = page.getByRole('article', { name });
    const countdown = t('tournaments:countdown.withDays', { days: '\\d+', time: '\\d\\d:\\d\\d:\\d\\d' });
    await expect(sprint.getByRole('timer')).toHaveText(new RegExp(`^${countdown}$`));
    await sprint.getByRole('link', { name: t('tournaments:list.detailsOf', { name }) }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const board = page.getByRole('table', { name: t('tournaments:leaderboard.title') });
    await expect(board).toHaveAttribute('aria-rowcount', '1001');
    await page.getByRole('button', { name: t('tournaments:participate.actionIn', { name }) }).click();

    await expect(page.getByText(`✓ ${t('tournaments:participate.joined')}`)).toBeVisible();
    const yourPlace = board.getByRole('rowgroup', { name: t('tournaments:leaderboard.yourPlace') });
    await expect(yourPlace).toContainText('LuckyDemo');
    await expect(yourPlace).toContainText('1001');
    // A virtualised list: far fewer rows in the page than the 1,001 entries.
    expect(await board.getByRole('row').count()).toBeLessThan(60);
  });

  test('es: a player joins an upcoming tournament, told so in Spanish, and the page shows them in', async ({ page }) => {
    const { t, prefix } = texts('es');
    // Nobody has joined it yet (QA guide): the player comes first.
    const name = 'Drops cósmicos';
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/tournaments`);
    const upcoming = page.getByRole('region', { name: t('tournaments:status.future') });
    await upcoming.getByRole('article', { name }).getByRole('link', { name: t('tournaments:list.detailsOf', { name }) }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/tournaments/201$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(t('tournaments:state.notJoined'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('tournaments:participate.actionIn', { name }) }).click();

    await expect(page.getByRole('status').filter({ hasText: t('tournaments:participate.success', { name }) })).toBeVisible();
    await expect(page.getByText(`✓ ${t('tournaments:participate.joined')}`)).toBeVisible();
    await expect(page.getByRole('button', { name: t('tournaments:participate.actionIn', { name }) })).toHaveCount(0);
    await expect(page.getByText(t('tournaments:state.joined', { place: 1, points: '0', count: 0 }), { exact: true })).toBeVisible();
  });
});

test.describe('accessibility of the tournament pages (axe, WCAG 2.1 AA)', () => {
  // In Spanish, whose labels run longest.
  const { t, prefix } = texts('es');
  const pages = [
    { path: `${prefix}/tournaments`, ready: 'Sprint de neón' },
    { path: `${prefix}/tournaments/102`, ready: t('tournaments:leaderboard.title') },
    { path: `${prefix}/tournaments/102/gamehall`, ready: t('tournaments:gamehall.title', { name: 'Carrera de rodillos' }) },
  ];
  // One test, one browser context, one page load: the later pages open inside the app (a fresh load
  // per page cost more than the axe run itself).
  test(`${pages.map(({ path }) => path).join(', ')} have no violations once loaded (signed in)`, async ({ page }) => {
    test.setTimeout(90_000);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, pages[0].path);
    await expectNoViolationsAcross(page, pages);
  });
});
