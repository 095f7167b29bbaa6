import { cleanup, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetPageSettledForTests } from '@/start/runtime/page-settled';
import { renderApp } from '@/testing/render-app';
import { resetStaticHeadForTests } from './static-head';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 45_000 });

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const jsonLd = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>);

describe('SeoHead', () => {
  beforeEach(() => Cookies.remove('i18n_locale', { path: '/' }));

  it('marks a page disallowed by robots.txt as noindex, follow', async () => {
    await renderApp('/en/forms/sign_in');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow'), SLOW);
  });

  it('gives a game page a canonical address with the platform segment', async () => {
    await renderApp('/en/game/lucky-orbit-fruits/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/en\/(desktop|mobile)\/game\/lucky-orbit-fruits$/);
  });

  it('takes title, description, Open Graph, domain meta and FAQ JSON-LD from the records', async () => {
    await renderApp('/en/faq');
    await screen.findByRole('heading', { level: 1, name: 'Questions and answers' }, SLOW);
    // The page's own record and the domain's settings are two requests: each may land first.
    await waitFor(() => {
      expect(document.title).toBe('Questions and answers — Lucky Orbit');
      expect(description()).toBe('Deposits, withdrawals and bonuses at Lucky Orbit: short answers to common questions.');
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Questions and answers — Lucky Orbit');
      expect(document.head.querySelector('meta[name="google-site-verification"]')).toHaveAttribute('content', 'mock-google-verification');
    }, SLOW);
    const faq = jsonLd().find((doc) => doc['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(3);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("fills the route's pattern record with the page's entity (game name)", async () => {
    await renderApp('/it/game/lucky-orbit-fruits');
    // The game page says its game's name.
    await waitFor(() => expect(document.title).toBe('Lucky Orbit Fruits — gioca online su Lucky Orbit'), SLOW);
    expect(document.title).not.toContain('##');
    expect(jsonLd().find((doc) => doc['@type'] === 'Product')?.brand).toEqual({ '@type': 'Brand', name: 'Lucky Orbit' });
  });

  it('without a record, keeps the translated description of the route and the page title', async () => {
    await renderApp('/it/providers');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(() => expect(description()).toBe('Tutti gli studi di giochi su Lucky Orbit e i loro titoli.'), SLOW);
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('falls back to the page and route texts when the SEO request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/cms/api/seos', () => HttpResponse.json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }, { status: 500 })));
    await renderApp('/en/promotions');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(() => expect(warn).toHaveBeenCalled(), SLOW);
    expect(description()).toBe('Weekly reloads, free spins and cashback for Lucky Orbit players.');
    expect(document.title).not.toContain('##');
    expect(document.title).not.toBe('');
    warn.mockRestore();
  });

  describe('on a prerendered page whose head the build wrote', () => {
    const writeStaticHead = (path: string) => {
      document.documentElement.dataset.pagePath = path;
      document.head.insertAdjacentHTML(
        'beforeend',
        '<title data-seo-title="" itemprop="name">Static record title</title>' +
          '<meta name="description" content="Static record description" data-seo-static="">' +
          '<meta property="og:title" content="Static record title" data-seo-static="">' +
          '<script type="application/ld+json" data-seo-static="" data-seo-json-ld="Organization">{"@type":"Organization"}</script>',
      );
    };
    const staticElements = () => document.head.querySelectorAll('[data-seo-static]');

    beforeEach(() => {
      resetPageSettledForTests();
      resetStaticHeadForTests();
    });
    afterEach(() => {
      // The app first: React removes the titles and meta it owns as it unmounts.
      cleanup();
      delete document.documentElement.dataset.pagePath;
      for (const element of Array.from(document.head.querySelectorAll('[data-seo-static], title'))) element.remove();
      resetPageSettledForTests();
      resetStaticHeadForTests();
      vi.restoreAllMocks();
    });

    it('keeps the written head until the page settles, then the records take its place', async () => {
      // A page whose `load` never comes settles only at the first interaction below, however slow the machine.
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      writeStaticHead('/en/faq');
      await renderApp('/en/faq');
      await screen.findByRole('heading', { level: 1, name: 'Questions and answers' }, SLOW);
      // React adds the page's own title; the record's stays first, and nothing else is added.
      expect(document.title).toBe('Static record title');
      expect(description()).toBe('Static record description');
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(staticElements()).toHaveLength(3);

      window.dispatchEvent(new Event('pointerdown'));
      await waitFor(() => {
        expect(document.title).toBe('Questions and answers — Lucky Orbit');
        expect(description()).toBe('Deposits, withdrawals and bonuses at Lucky Orbit: short answers to common questions.');
        expect(staticElements()).toHaveLength(0);
      }, SLOW);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('title[data-seo-title]')).toHaveLength(1);
      expect(jsonLd().find((doc) => doc['@type'] === 'FAQPage')?.mainEntity).toHaveLength(3);
    });

    it("removes it at once on another page than the one it was written for", async () => {
      writeStaticHead('/en/faq');
      await renderApp('/en/providers');
      await screen.findByRole('heading', { level: 1 }, SLOW);
      await waitFor(() => expect(staticElements()).toHaveLength(0), SLOW);
      expect(document.title).not.toBe('Static record title');
      expect(description()).toBe('All game studios at Lucky Orbit and their games.');
    });
  });
});
