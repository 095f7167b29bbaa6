import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/core/db';
import { mockAccessToken } from '../../../../mocks/auth/auth-backend';
import { authApi } from '@/api/auth/auth-api';
import { getAuthToken } from '@/api/auth-backend/auth-session';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { renderApp } from '@/testing/render-app';
import { SOCIAL_AUTH_MESSAGE } from '@/api/auth-backend/social-login-protocol';

const WAIT = { timeout: 15_000 };
/** Where a social login started in this tab leaves its marker (see pending-social-login.ts). */
const PENDING_KEY = 'social_auth_pending';

/** What starting a social login in this tab leaves behind: provider, start time, nonce. */
function startedHere(provider: string, { ageMs = 0, nonce = 'n0nce' } = {}) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ provider, startedAt: Date.now() - ageMs, nonce }));
}

/** Every provider callback request sent to the auth backend during the test. */
function recordCallbacks() {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/auth\/[^/]+\/callback/.test(request.url)) urls.push(request.url);
  });
  return urls;
}

/** The provider's return to `path`, carrying the nonce of startedHere() unless told otherwise (null: none). */
function returnAddress(path: string, identity: string, extra = '', state: string | null = 'n0nce') {
  const nonce = state === null ? '' : `&social_state=${state}`;
  return `${path}?access_token=${encodeURIComponent(mockAccessToken('google', identity))}&provider=google${nonce}${extra}`;
}

describe('SocialAuthWatcher', { timeout: 40_000 }, () => {
  afterEach(() => {
    sessionStorage.clear();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('finishes a redirect login: exchanges the token, signs in, drops it from the address, follows the back url', async () => {
    localStorage.setItem(STORAGE_KEYS.socialAuthBackUrl, '/en/promotions');
    startedHere('google');
    const { router } = await renderApp(returnAddress('/en/', 'demo@example.com', '&type_auth=login&x=1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/promotions'), WAIT);
    expect(router.state.location.search).toBe('');
    expect(db().session.currentUid).toBe(1001);
    expect(getAuthToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem(STORAGE_KEYS.socialAuthBackUrl)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'login', method: 'google' });
  });

  it('never follows a back url to another site', async () => {
    localStorage.setItem(STORAGE_KEYS.socialAuthBackUrl, 'https://evil.example/steal');
    startedHere('google');
    const { router } = await renderApp(returnAddress('/it/', 'demo@example.com'));
    await waitFor(() => expect(db().session.currentUid).toBe(1001), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/it'), WAIT);
  });

  it('finishes a popup login from the window message, and ignores other origins', async () => {
    const { router } = await renderApp('/en/gamehall');
    // A popup login starts in the sign-in dialog (the watcher loads with the first dialog).
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }, WAIT));
    await screen.findByRole('dialog', {}, WAIT);
    startedHere('facebook');
    const data = { type: SOCIAL_AUTH_MESSAGE, provider: 'facebook', accessToken: mockAccessToken('facebook', 'demo@example.com'), typeAuth: 'login', state: 'n0nce' };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(db().session.currentUid).toBeNull();

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    });
    await waitFor(() => expect(db().session.currentUid).toBe(1001), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), WAIT);
  });

  it('shows a translated error when the provider token is refused', async () => {
    startedHere('google');
    await renderApp('/es/?access_token=forged&provider=google&social_state=n0nce');
    expect(await screen.findByText('No se pudo iniciar sesión con la red social. Inténtalo de nuevo o usa tu email.', {}, WAIT)).toBeInTheDocument();
    expect(db().session.currentUid).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('asks a new social player for the missing data in a popup that cannot be dismissed', async () => {
    const user = userEvent.setup();
    startedHere('google');
    await renderApp(returnAddress('/en/', 'new-abc123', '&type_auth=registration'));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your registration' }, WAIT);
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete your registration' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await user.type(email, 'demo@example.com');
    await user.selectOptions(within(dialog).getByLabelText(/Account currency/), 'USD');
    await user.click(within(dialog).getByLabelText(/I am over 18/));
    await user.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(email).toHaveAccessibleDescription(/./);

    await user.clear(email);
    await user.type(email, 'fresh@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete your registration' })).toBeNull(), WAIT);
    const account = db().accounts.find((row) => row.email === 'google_abc123')!;
    expect(account.flags.is_registration_completed).toBe(true);
    expect(account.currency).toBe('USD');
    expect(account.contacts[0]).toMatchObject({ type: 'email', contact: 'fresh@example.com' });
  });

  it('drops the auth backend token when the player signs out of the site', async () => {
    startedHere('google');
    const { store } = await renderApp(returnAddress('/en/', 'demo@example.com'));
    await waitFor(() => expect(getAuthToken()).not.toBeNull(), WAIT);
    expect(await screen.findByRole('button', { name: 'Profile menu' }, WAIT)).toBeInTheDocument();
    // The site's own logout (auth.logout of the main API), however the header offers it.
    await act(() => store.dispatch(authApi.endpoints.authLogout.initiate()));
    await waitFor(() => expect(db().session.currentUid).toBeNull(), WAIT);
    await waitFor(() => expect(getAuthToken()).toBeNull(), WAIT);
  });

  it("leaves none of the player's data in storage after sign-out", async () => {
    startedHere('google');
    const { store } = await renderApp(returnAddress('/en/', 'demo@example.com'));
    // Signed in here: the watcher that clears at sign-out is running.
    await waitFor(() => expect(getAuthToken()).not.toBeNull(), WAIT);
    expect(await screen.findByRole('button', { name: 'Profile menu' }, WAIT)).toBeInTheDocument();
    // What the games search and the responsible-gaming session store while the player plays.
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['book of ra']));
    localStorage.setItem(STORAGE_KEYS.rgSession, JSON.stringify({ uid: 1001, startedAt: Date.now(), startBalance: 100000, nextReminderAt: Date.now() + 3_600_000, lastSeenAt: Date.now() }));
    await act(() => store.dispatch(authApi.endpoints.authLogout.initiate()));
    await waitFor(() => expect(db().session.currentUid).toBeNull(), WAIT);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.recentGameSearches)).toBeNull(), WAIT);
    expect(localStorage.getItem(STORAGE_KEYS.rgSession)).toBeNull();
  });

  describe('a return this browser did not start', () => {
    async function expectRefused(url: string, notice: RegExp) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const callbacks = recordCallbacks();
      const { router } = await renderApp(url);
      // the token never stays in the address, and no history entry keeps it
      await waitFor(() => expect(router.state.location.search).not.toMatch(/access_token|provider=/), WAIT);
      expect(router.state.historyAction).toBe('REPLACE');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(callbacks).toEqual([]);
      expect(await screen.findByText(notice, {}, WAIT)).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[social\] refused/));
      expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
      return router;
    }

    it('signs nobody in from a link when no social login was started here', async () => {
      await expectRefused('/en/?access_token=x&provider=google', /was not started in this browser/);
      expect(db().session.currentUid).toBeNull();
      expect(getAuthToken()).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('refuses a return for another provider than the one started here', async () => {
      startedHere('facebook');
      await expectRefused(returnAddress('/en/', 'demo@example.com'), /was not started in this browser/);
      expect(db().session.currentUid).toBeNull();
    });

    it('refuses a return whose login was started too long ago', async () => {
      startedHere('google', { ageMs: 11 * 60_000 });
      await expectRefused(returnAddress('/en/', 'demo@example.com'), /was not started in this browser/);
      expect(db().session.currentUid).toBeNull();
    });

    it('refuses a return carrying another attempt\'s nonce', async () => {
      startedHere('google', { nonce: 'mine' });
      await expectRefused(returnAddress('/en/', 'demo@example.com', '', 'theirs'), /was not started in this browser/);
      expect(db().session.currentUid).toBeNull();
    });

    it('refuses a return without the nonce while a login of the same provider is pending', async () => {
      startedHere('google');
      await expectRefused(returnAddress('/en/', 'demo@example.com', '', null), /was not started in this browser/);
      expect(db().session.currentUid).toBeNull();
      expect(getAuthToken()).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('refuses a popup message without the nonce while a login of the same provider is pending', async () => {
      const callbacks = recordCallbacks();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderApp('/en/gamehall');
      await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }, WAIT));
      await screen.findByRole('dialog', {}, WAIT);
      startedHere('google');
      const data = { type: SOCIAL_AUTH_MESSAGE, provider: 'google', accessToken: mockAccessToken('google', 'demo@example.com'), typeAuth: 'login' };
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
      });
      expect(await screen.findByText(/was not started in this browser/, {}, WAIT)).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('[social] refused a google sign-in return: noNonce');
      expect(callbacks).toEqual([]);
      expect(db().session.currentUid).toBeNull();
    });

    it('never replaces a signed-in player', async () => {
      db().session.currentUid = 1001;
      startedHere('google');
      await expectRefused(returnAddress('/en/', 'new-intruder'), /already signed in/);
      expect(db().session.currentUid).toBe(1001);
      expect(db().accounts.find((row) => row.email === 'google_intruder')).toBeUndefined();
    });

    it('ignores a popup message when no social login was started here', async () => {
      const callbacks = recordCallbacks();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderApp('/en/gamehall');
      await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }, WAIT));
      await screen.findByRole('dialog', {}, WAIT);
      const data = { type: SOCIAL_AUTH_MESSAGE, provider: 'google', accessToken: mockAccessToken('google', 'demo@example.com'), typeAuth: 'login' };
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
      });
      expect(await screen.findByText(/was not started in this browser/, {}, WAIT)).toBeInTheDocument();
      expect(callbacks).toEqual([]);
      expect(db().session.currentUid).toBeNull();
    });
  });
});
