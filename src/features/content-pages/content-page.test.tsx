import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

describe('/{slug} content pages', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    Cookies.remove('i18n_locale', { path: '/' });
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
  });

  it('renders a page of the content service in the address language', async () => {
    await renderApp('/it/about');
    const article = await screen.findByRole('article', { name: 'Chi siamo' }, SLOW);
    expect(within(article).getByRole('heading', { level: 2, name: 'Licenza' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'domande frequenti' })).toHaveAttribute('href', '/it/faq');
  });

  it('says the page could not be loaded, with a retry that brings it', async () => {
    // Both tries of the read fail (the page's loader and its one retry); the retry button's request passes.
    let failures = 2;
    server.use(
      http.get('*/api/pages', () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ error: { status: 503 } }, { status: 503 });
      }),
    );
    await renderApp('/en/about');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Could not load');
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'About Lucky Orbit' }, SLOW)).toBeInTheDocument();
  });

  it('an unknown slug is the 404 page', async () => {
    await renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW)).toBeInTheDocument();
  });

  it('scrolls to the anchor of the hash, also after an in-page link', async () => {
    await renderApp('/en/terms#payments');
    const article = await screen.findByRole('article', { name: 'Terms and conditions' }, SLOW);
    await waitFor(() => expect(scrolled).toHaveBeenCalled(), SLOW);
    expect(scrolled.mock.contexts[0]).toBe(within(article).getByRole('heading', { name: 'Deposits and withdrawals' }));
    // An awaited act(): the in-page navigation renders lazy parts for the first time, and a render
    // that suspends inside the synchronous act() of a user-event click is never retried.
    const complaints = within(article).getByRole('link', { name: 'Complaints' });
    await act(async () => {
      complaints.click();
      await Promise.resolve();
    });
    await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(within(article).getByRole('heading', { name: 'Complaints' })));
    expect(within(article).getByRole('heading', { name: 'Complaints' })).toHaveFocus();
  });

  it('sanitizes hostile HTML: nothing runs, no script or handler reaches the DOM', async () => {
    await renderApp('/en/sanitizer-check');
    const article = await screen.findByRole('article', { name: 'Sanitizer check' }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(article.querySelector('script, iframe, object, embed, form')).toBeNull();
    const attributes = Array.from(article.querySelectorAll('*')).flatMap((node) => Array.from(node.attributes).map((attr) => `${attr.name}=${attr.value}`));
    expect(attributes.filter((text) => /^on|javascript:|data:text/i.test(text))).toEqual([]);
  });
});
