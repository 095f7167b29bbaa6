import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/db';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';
import { resetAuthQueryFlagsVisit } from './auth-query-flags';

beforeEach(() => resetAuthQueryFlagsVisit());

// The popup's forms are a lazy chunk: transform it once up front, so the first test's wait measures
// the app, not a cold module graph on a loaded 2-core machine.
beforeAll(async () => {
  await import('./auth-panel');
}, 60_000);

const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 12_000 });

describe('auth query flags (SPEC §2)', { timeout: 30_000 }, () => {
  it('show_popup_reg with prevent_close=1 opens registration without a close button, remembered in storage', async () => {
    const user = userEvent.setup();
    await renderApp('/en?show_popup_reg=1&prevent_close=1');
    const popup = await dialog('Create an account');
    expect(within(popup).queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(localStorage.getItem('show_popup_reg')).toBe('1');
  });

  it('show_popup_auth opens sign-in; closing it takes the flag out of the query', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/promotions?show_popup_auth=1&x=1');
    const popup = await dialog('Sign in to your account');
    await user.click(within(popup).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/en/promotions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('show_popup_reg=0 stores nothing, opens nothing and leaves the query', async () => {
    const { router } = await renderApp('/en/promotions?show_popup_reg=0&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'), { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/en/promotions');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('show_popup_reg')).toBeNull();
  });

  it('show_popup_reg=false keeps even a remembered registration popup shut on this visit', async () => {
    localStorage.setItem('show_popup_reg', '1');
    const { router } = await renderApp('/en?show_popup_reg=false');
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 8000 });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('show_popup_reg')).toBe('1');
  });

  it('a remembered show_popup_reg opens registration on the next visit', async () => {
    localStorage.setItem('show_popup_reg', '1');
    await renderApp('/it');
    expect(await dialog('Crea un account')).toBeInTheDocument();
  });

  it('opens nothing for a signed-in player', async () => {
    signInAs('demo@example.com');
    await renderApp('/en?show_popup_reg=1');
    expect(await screen.findByRole('button', { name: 'Profile menu' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('#real on a game page opens registration; closing it returns to the index', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/game/book-of-orbit#real');
    const popup = await dialog('Create an account');
    await user.click(within(popup).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('the guard redirect opens sign-in and a login returns to the protected page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/profile/settings');
    await waitFor(() => expect(router.state.location.search).toBe('?redirectUrl=%2Fen%2Fprofile%2Fsettings'));
    const popup = await dialog('Sign in to your account');
    await user.type(within(popup).getByLabelText(/Email or phone number/), 'demo@example.com');
    await user.type(within(popup).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(popup).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('header buttons and sign-out', { timeout: 20_000 }, () => {
  it('the header Register link opens the popup in place; its tabs switch to sign-in', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/promotions');
    await user.click(await screen.findByRole('link', { name: 'Register' }, { timeout: 8000 }));
    const popup = await dialog('Create an account');
    expect(router.state.location.pathname).toBe('/en/promotions');
    await user.click(within(popup).getByRole('tab', { name: 'Sign in' }));
    expect(await within(popup).findByRole('form', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('Sign out ends the session and goes to the index', async () => {
    signInAs('demo@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp('/en/promotions');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(db().session.currentUid).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a failed sign-out is toasted and tracked, and the player stays signed in', async () => {
    signInAs('demo@example.com');
    forceError('auth.logout', 'InternalServerError');
    const user = userEvent.setup();
    const { router } = await renderApp('/en/promotions');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out. Please try again.')).toBeInTheDocument();
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'logout_error', error_code: 'InternalServerError' });
    expect(router.state.location.pathname).toBe('/en/promotions');
    expect(db().session.currentUid).toBe(1001);
  });
});
