import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '@/testing/render-app';

describe('SeoHead', () => {
  beforeEach(() => Cookies.remove('i18n_locale', { path: '/' }));

  it('marks a page disallowed by robots.txt as noindex, follow', async () => {
    await renderApp('/en/forms/sign_in');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow'));
  });

  it('gives a game page a canonical address with the platform segment', async () => {
    await renderApp('/en/game/lucky-orbit-fruits/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/en\/(desktop|mobile)\/game\/lucky-orbit-fruits$/);
  });
});
