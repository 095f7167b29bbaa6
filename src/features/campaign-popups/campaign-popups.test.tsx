import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/core/db';
import { forceError, setHostileHtml, signInAs, signOut } from '../../../mocks/scenarios';
import { accountApi } from '@/api/account/account-api';
import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import type { AppStore } from '@/store/store';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const CASHBACK = 'You have cashback!';
const RELOAD = 'Weekend reload: +50%';

/** The app as a visitor, then `email` signs in (as the sign-in form would: the account is read again). */
async function signInDuringVisit(email: string) {
  signOut();
  const view = await renderApp('/en/');
  await waitFor(() => expect(accountOf(view.store)).toMatchObject({ uid: 0 }), SLOW);
  const account = signInAs(email);
  view.store.dispatch(accountApi.util.invalidateTags(['Account']));
  return { ...view, uid: account.uid };
}

function accountOf(store: AppStore) {
  const queries = store.getState().api.queries as Record<string, { endpointName?: string; status?: string; data?: unknown } | undefined>;
  return Object.values(queries).find((entry) => entry?.endpointName === 'accountGetInfo' && entry.status === 'fulfilled')?.data;
}

describe('campaign popups by address (SPEC §2)', () => {
  it('a preview of a popup that does not exist says so in a dialog named for it', async () => {
    signOut();
    await renderApp('/en/?popup=no-such-offer#popup-preview');
    const dialog = await screen.findByRole('dialog', { name: 'No such offer' }, SLOW);
    expect(dialog).toHaveTextContent('There is no campaign popup called “no-such-offer”');
  });

  it('a preview whose read fails is named by the error and loads on a retry', async () => {
    signOut();
    forceError('popups.get', 'InternalServerError', { times: 2 });
    await renderApp('/en/?popup=weekend-reload#popup-preview');
    const dialog = await screen.findByRole('dialog', { name: 'The offer could not be loaded' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: RELOAD }, SLOW)).toBeInTheDocument();
  });

  it('?popup=welcome opens the popup for a visitor; dismissing it takes the parameter out of the address', async () => {
    signOut();
    const { router } = await renderApp('/en/promotions?x=1&popup=welcome');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the casino!' }, SLOW);
    expect(within(dialog).getByText(/Double your first deposit/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/en/cashier/deposit');
    expect(within(dialog).getByRole('link', { name: 'Offer terms' })).toHaveAttribute('href', '/promotions/101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'), SLOW);
    expect(router.state.location.pathname).toBe('/en/promotions');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a button leads within the site and keeps its own address', async () => {
    signOut();
    const { router } = await renderApp('/en/?popup=weekend-reload');
    const dialog = await screen.findByRole('dialog', { name: RELOAD }, SLOW);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Learn more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/promotions/102'), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/en/promotions/102');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unknown or unpublished popup opens nothing; #popup-preview shows the draft, marked as a preview', async () => {
    signOut();
    const first = await renderApp('/en/?popup=spring-draft');
    await waitFor(() => expect(first.router.state.location.search).toBe(''), SLOW);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const second = await renderApp('/en/?popup=spring-draft#popup-preview');
    const dialog = await screen.findByRole('dialog', { name: 'Spring free spins (draft)' }, SLOW);
    expect(within(dialog).getByText('Preview · draft')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(second.router.state.location.hash).toBe(''), SLOW);
    expect(second.router.state.location.search).toBe('');
  });

  it('an encoded popup parameter ("%70opup") leaves the address as the plain one does', async () => {
    signOut();
    // "%70opup" is "popup" to URLSearchParams: the watcher asks for the popup, so removing it must read the name the same way.
    const { router } = await renderApp('/en/?a=1&%70opup=spring-draft');
    let navigations = 0;
    const stop = router.subscribe(() => {
      navigations += 1;
    });
    await waitFor(() => expect(router.state.location.search).toBe('?a=1'), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop();
    expect(router.state.location.search).toBe('?a=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One replace (and its loading state): the watcher does not run again on an address it cleaned.
    expect(navigations).toBeLessThan(5);
  });

  it('the hostile popup runs nothing and shows only its safe button', async () => {
    signOut();
    setHostileHtml(true);
    const win = window as unknown as { __xss?: number };
    delete win.__xss;
    await renderApp('/en/?popup=qa-hostile');
    const dialog = await screen.findByRole('dialog', { name: 'QA <img src=x onerror="window.__xss=1"> hostile popup' }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(win.__xss).toBeUndefined();
    expect(dialog.querySelector('script, iframe, object, embed, [onerror], [onclick], [onload]')).toBeNull();
    expect(dialog.querySelector('img[src^="javascript"]')).toBeNull();
    const links = within(dialog).getAllByRole('link');
    expect(links.every((link) => !/^(javascript|data|vbscript):/i.test(link.getAttribute('href') ?? ''))).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'QA home' })).toHaveAttribute('href', '/en');
    expect(within(dialog).queryByRole('button', { name: /QA javascript|QA data|QA protocol/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /QA javascript|QA data|QA protocol/ })).not.toBeInTheDocument();
  });
});

describe('campaign popups after sign-in (SPEC §4)', () => {
  it('queues the player’s popup before the unseen cashback, records it, and does not show it again', async () => {
    const first = await signInDuringVisit('demo@example.com');
    const popup = await screen.findByRole('dialog', { name: RELOAD }, SLOW);
    // The cashback waits in the queue behind it.
    expect(screen.queryByRole('dialog', { name: CASHBACK })).not.toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Later' }));
    const cashback = await screen.findByRole('dialog', { name: CASHBACK }, SLOW);
    await waitFor(() => expect(db().storage[first.uid]?.[SEEN_POPUPS_STORAGE_KEY]).toBe('weekend-reload'), SLOW);
    await userEvent.click(within(cashback).getByRole('button', { name: 'Close' }));
    first.unmount();

    const second = await signInDuringVisit('demo@example.com');
    await waitFor(() => expect(accountOf(second.store)).toMatchObject({ uid: first.uid }), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
