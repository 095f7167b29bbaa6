import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { sessionAccount } from '../../../mocks/account/accounts';
import { signInAs } from '../../../mocks/scenarios';
import { READ_TIME_LIMIT_MS } from '@/api/base-query';
import { renderApp } from '@/testing/render-app';

/** An answer that never comes: the request stays open until the client gives up. */
const never = () => new Promise<never>(() => undefined);

describe('the start waits for its calls within a time limit', () => {
  beforeEach(() => {
    Cookies.remove('i18n_locale', { path: '/' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('a signed-in player whose account.getInfo never answers gets the visitor page, still signed in', { timeout: 30_000 }, async () => {
    signInAs('demo@example.com');
    let logouts = 0;
    server.use(
      http.get('*/api/account/getInfo', never),
      http.get('*/api/auth/logout', () => {
        logouts += 1;
        return never();
      }),
    );
    const { router } = await renderApp('/en/cashier/deposit');
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS + 100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), { timeout: 5_000 });
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/en/cashier/deposit')}`);
    expect(await screen.findByRole('main', {}, { timeout: 5_000 })).toBeInTheDocument();
    // Treated as a visitor for this render only: the session is not ended.
    expect(logouts).toBe(0);
    expect(sessionAccount()?.email).toBe('demo@example.com');
  });

  it('metadata.get that never answers leaves the page without configured redirects, not blank', { timeout: 30_000 }, async () => {
    server.use(http.get('*/api/metadata/get', never));
    const { router } = await renderApp('/en/promotions');
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS + 100);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/promotions');
  });
});
