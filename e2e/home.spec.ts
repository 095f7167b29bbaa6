import { expect, flowsInTurn, gotoApp, mockScenario, scrollThroughPage, test } from './fixtures';

const LOCALES = [
  {
    prefix: '',
    carousel: 'Главные предложения',
    slide: (n: number) => `${n} из 5`,
    rows: 'Игры по категориям',
    jackpots: 'Джекпоты сейчас',
    winners: 'Последние победители',
    signUp: 'Создать аккаунт',
    next: 'Следующий баннер',
  },
  {
    prefix: '/en',
    carousel: 'Featured offers',
    slide: (n: number) => `${n} of 5`,
    rows: 'Games by category',
    jackpots: 'Live jackpots',
    winners: 'Latest winners',
    signUp: 'Create an account',
    next: 'Next banner',
  },
] as const;

// Each flow once per locale pair (fixtures.ts flowsInTurn): the sections in ru, the carousel in en.
for (const l of LOCALES) {
  test.describe(`home (${l.prefix || 'ru'})`, () => {
    const flow = flowsInTurn(LOCALES.map((item) => item.prefix), l.prefix);
    flow('shows banners, game rows, the jackpots teaser, the winners feed and the sign-up call', async ({ page }) => {
      await gotoApp(page, `${l.prefix}/`);
      const carousel = page.getByRole('region', { name: l.carousel });
      await expect(carousel.getByRole('group', { name: l.slide(1) })).toBeVisible();
      await expect(carousel.getByRole('img')).toHaveCount(0); // pictures are decorative
      // Below the fold, sections load as the reader comes near them (decision record 017).
      await expect(page.getByRole('list', { name: l.winners })).toHaveCount(0);
      await scrollThroughPage(page);
      await expect(page.getByRole('region', { name: l.rows }).getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('list', { name: l.jackpots }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('list', { name: l.winners }).getByRole('listitem')).toHaveCount(8);
      const signUp = page.getByRole('link', { name: l.signUp });
      await expect(signUp).toBeVisible();
      await expect(signUp).toHaveAttribute('href', `${l.prefix}/forms/sign_up`);
    });

    flow('the carousel works from the keyboard and its banners load their pictures', async ({ page }) => {
      await gotoApp(page, `${l.prefix}/`);
      const carousel = page.getByRole('region', { name: l.carousel });
      const next = carousel.getByRole('button', { name: l.next });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group', { name: l.slide(2) })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(carousel.getByRole('group', { name: l.slide(1) })).toBeVisible();
      await page.keyboard.press('End');
      await expect(carousel.getByRole('group', { name: l.slide(5) })).toBeVisible();
      const loaded = await carousel.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(loaded).toBe(true);
    });
  });
}

test('a signed-in player gets no sign-up call', async ({ page }) => {
  await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await scrollThroughPage(page);
  await expect(page.getByRole('list', { name: 'Latest winners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});
