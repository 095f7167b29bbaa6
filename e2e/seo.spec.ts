import type { Page } from '@playwright/test';
import { expect, gotoApp, openInApp, test } from './fixtures';

test.describe('addresses, redirects and indexing (SPEC §2)', () => {
  test('a game page has a canonical address with the platform segment and no trailing slash, which loads the game page', async ({ page }) => {
    await gotoApp(page, '/en/game/lucky-orbit-fruits/');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/en\/desktop\/game\/lucky-orbit-fruits$/);
    // What search engines are told to index is the game page itself, not a 404.
    await gotoApp(page, new URL((await canonical.getAttribute('href'))!).pathname);
    await expect(page).toHaveURL(/\/en\/desktop\/game\/lucky-orbit-fruits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeVisible();
    await expect(canonical).toHaveAttribute('href', /\/en\/desktop\/game\/lucky-orbit-fruits$/);
    await gotoApp(page, '/en/promotions/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promotions$/);
  });

  test('robots.txt Disallow rules become noindex, follow', async ({ page }) => {
    await gotoApp(page, '/forms/sign_in');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // The next page, inside the app: the rule's tag goes away with the page it belongs to.
    await openInApp(page, '/en/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the web manifest is served', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(((await response.json()) as { name?: string }).name).toBeTruthy();
  });

  test('configured redirects apply, with wildcards and in the current locale', async ({ page }) => {
    await gotoApp(page, '/it/old-promo');
    await expect(page).toHaveURL(/\/it\/promotions$/);
    await gotoApp(page, '/en/casino/live');
    await expect(page).toHaveURL(/\/en\/gamehall\?category=live$/);
    // The default locale has no prefix: '/ru/...' lands on the unprefixed address, query and hash kept.
    await gotoApp(page, '/ru/gamehall?x=1#y');
    // Anchored at the host: '/ru/gamehall?x=1#y' itself ends the same way.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gamehall\?x=1#y$/);
    expect(new URL(page.url()).pathname).toBe('/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Игровой зал' })).toBeVisible();
  });

  test('a configured external redirect leaves the site', async ({ page }) => {
    await page.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Partner site</h1>' }));
    await gotoApp(page, '/');
    await page.goto('/partner');
    await expect(page).toHaveURL('https://example.org/');
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  });
});

/** The SEO records load after hydration, in a lazy chunk, behind the mock worker: slower than the page. */
const RECORD = { timeout: 15_000 };

test.describe('page SEO and content pages (SPEC §2, §3, §9)', () => {
  const description = (page: Page) => page.locator('meta[name="description"]');

  test('title and description come from the SEO records per page and locale, with translated defaults', async ({ page }) => {
    // Russian first: an English address remembers English in the locale cookie.
    await gotoApp(page, '/tournaments');
    await expect(page).toHaveTitle('Турниры казино — Lucky Orbit', RECORD);
    await expect(description(page)).toHaveAttribute('content', 'Соревнуйтесь за призовые фонды каждый день: таблицы лидеров, правила и призы.');
    // The other pages open inside the app: the records follow every move, not only a page load.
    await openInApp(page, '/en/promotions');
    await expect(page).toHaveTitle('Promotions and bonuses — Lucky Orbit', RECORD);
    await expect(description(page)).toHaveAttribute('content', 'Weekly reloads, free spins and cashback for Lucky Orbit players.');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Promotions and bonuses — Lucky Orbit');
    // The route pattern record, filled with the game's name; the title follows a move inside the app.
    await openInApp(page, '/en/game/lucky-orbit-fruits');
    await expect(page).toHaveTitle('Lucky Orbit Fruits — play online at Lucky Orbit', RECORD);
    // No record: the page's own title and the route's translated description.
    // Leaving the game page drops its launch call while it may still be answering (no error logged).
    await openInApp(page, '/en/winners');
    await expect(description(page)).toHaveAttribute('content', 'The latest big wins of Lucky Orbit players.');
    await expect(page).not.toHaveTitle(/##/);
    await expect(description(page)).toHaveCount(1);
  });

  test('a content page with FAQ carries FAQPage JSON-LD', async ({ page }) => {
    await gotoApp(page, '/en/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeVisible();
    const script = page.locator('script[type="application/ld+json"][data-seo-json-ld="FAQPage"]');
    await expect(script).toHaveCount(1, RECORD);
    const doc = JSON.parse((await script.textContent()) ?? '{}') as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(doc['@type']).toBe('FAQPage');
    expect(doc.mainEntity.map((entry) => entry.name)).toEqual(['How do I make a deposit?', 'How long does a withdrawal take?', 'How do I claim a bonus?']);
  });

  // An unknown slug as a 404: e2e/errors.spec.ts (the same address, and that the content service was asked).
  test('a known slug renders in ru and en', async ({ page }) => {
    await gotoApp(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О Lucky Orbit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Лицензия' })).toBeVisible();
    await expect(page).toHaveTitle('О нас — Lucky Orbit', RECORD);
    await openInApp(page, '/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Lucky Orbit' })).toBeVisible();
    await page.getByRole('link', { name: 'questions and answers' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeVisible();
  });

  test('a hash scrolls to its anchor on load and after an in-page link', async ({ page }) => {
    await gotoApp(page, '/en/terms#bonuses');
    await expect(page.getByRole('heading', { level: 2, name: 'Bonuses' })).toBeInViewport();
    await page.getByRole('link', { name: 'General terms' }).click();
    await expect(page).toHaveURL(/\/en\/terms#general$/);
    await expect(page.getByRole('heading', { level: 2, name: 'General terms' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Complaints' })).not.toBeInViewport();
  });
});
