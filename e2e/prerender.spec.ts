import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, scrollThroughPage, test, waitForAppReady } from './fixtures';

/**
 * Prerendered pages (decision record 016): the build writes each public page's HTML per locale;
 * the client hydrates that markup instead of painting from an empty #root.
 */
const HOME = { ru: '/', en: '/en', it: '/it', es: '/es' } as const;

const heroTitle = (locale: string): string =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'locales', locale, 'home.json'), 'utf8')) as { hero: { title: string } }).hero.title;

test.describe('prerendered pages (decision record 016)', () => {
  test('the HTML of home in each locale holds its language and translated hero heading', async ({ request }) => {
    for (const [locale, address] of Object.entries(HOME)) {
      const response = await request.get(address, { headers: { accept: 'text/html' } });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${locale}" `);
      expect(html, address).toContain(`data-prerendered="${address}"`);
      expect(html, address).toMatch(new RegExp(`<h1[^>]*>${heroTitle(locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    }
  });

  test('the first banner and the hall\'s first tiles are in the HTML, their pictures build files (decision record 053)', async ({ request }) => {
    for (const address of ['/en', '/en/gamehall']) {
      const html = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
      const picture = /<img[^>]+src="(\/mock-(?:cms|media)\/[^"]+\.svg)"/.exec(html)?.[1];
      expect(picture, `${address} carries a picture of the seed`).toBeDefined();
      // No service worker in this request context: the host itself has the file.
      const answer = await request.get(picture!);
      expect(answer.status(), picture).toBe(200);
      expect(answer.headers()['content-type'], picture).toContain('image/svg+xml');
    }
  });

  test('ru: home hydrates with the texts its HTML carries and fetches none of them (decision record 035)', async ({ page }) => {
    const carried = ['common', 'home', 'seo', 'system', 'ui'];
    // The translations are JSON files of the release (decision record 045).
    const fetched: string[] = [];
    page.on('request', (request) => {
      const ns = /^\/locales\/[\w-]+\/ru\/([\w-]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
      if (ns) fetched.push(ns);
    });
    const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-namespaces="common,home,seo"');
    expect(html).toContain('<script type="application/json" id="lo-translations" data-locale="ru">');
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1, name: heroTitle('ru') })).toBeVisible();
    // The teaser loads its texts when it comes near the screen, below the banners and the game rows,
    // which grow as their data arrives: read down the page (a jump to the end passes it unseen) until
    // it asked for them.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollThroughPage(page);
      expect(fetched).toContain('jackpots');
    }).toPass({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // The jackpots teaser's texts are not in the home page's HTML: they are fetched, and only they.
    expect(fetched.filter((ns) => carried.includes(ns))).toEqual([]);
  });

  test('it: the game hall shows Italian headings and navigation before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/it/gamehall');
    // The content service's SEO record of the hall (mocks/cms/fixtures/content-seo.ts), written by the build.
    await expect(page).toHaveTitle(/Tutti i giochi del casinò/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sala giochi' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(navigation.getByRole('link', { name: 'Casinò', exact: true })).toHaveAttribute('href', '/it/gamehall');
    await context.close();
  });

  for (const address of ['/en/jackpots', '/es/providers', '/it/gamehall']) {
    test(`${address}: hydration keeps the prerendered heading and logs no error`, async ({ page }) => {
      // Before any script runs, remember the prerendered heading element.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await waitForAppReady(page);
      // Data arrives and renders into the same tree (the fixture fails the test on any console error).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => {
        const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
        return first !== null && first.isConnected && first === document.querySelector('h1');
      })).toBe(true);
    });
  }

  test('another address served the fallback file renders its own page without showing the home page', async ({ page }) => {
    await page.goto('/en/promotions', { waitUntil: 'domcontentloaded' });
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heroTitle('ru'));
    await expect(page.locator('html')).not.toHaveAttribute('data-stale-page', /.*/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
