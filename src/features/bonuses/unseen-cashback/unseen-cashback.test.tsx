import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countCalls } from '../../../../mocks/core/count-calls';
import { db } from '../../../../mocks/core/db';
import { setPopupsOff } from '../../../../mocks/popups/popup-tables';
import { forceError, signInAs, signOut } from '../../../../mocks/scenarios';
import { accountApi } from '@/api/account/account-api';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import type { AppStore } from '@/store/store';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

/** The app as a visitor, then the demo player signs in (as the sign-in form would: the account is read again). */
async function signInDuringVisit(): Promise<{ store: AppStore; unmount: () => void; uid: number }> {
  signOut();
  // Campaign popups would queue first (SPEC §4); their order is proven in campaign-popups.test.tsx.
  setPopupsOff(true);
  const view = await renderApp('/en/');
  await waitFor(() => expect(cached(view.store, 'accountGetInfo')?.data).toMatchObject({ uid: 0 }), SLOW);
  const account = signInAs('demo@example.com');
  view.store.dispatch(accountApi.util.invalidateTags(['Account']));
  return { store: view.store, unmount: view.unmount, uid: account.uid };
}

/** The fulfilled cache entry of an endpoint, if any. */
function cached(store: AppStore, endpointName: string) {
  const queries = store.getState().api.queries as Record<string, { endpointName?: string; status?: string; data?: unknown } | undefined>;
  return Object.values(queries).find((entry) => entry?.endpointName === endpointName && entry.status === 'fulfilled');
}

/** Whether the watcher has read the latest cashback (its check is done once that answer is in). */
const latestCashbackRead = (store: AppStore) => cached(store, 'cashbacksGet') !== undefined;

describe('unseen cashback popup (SPEC §4)', () => {
  it('shows the new active cashback after sign-in once, and not again on the next visit', async () => {
    const first = await signInDuringVisit();
    const dialog = await screen.findByRole('dialog', { name: 'You have cashback!' }, SLOW);
    expect(within(dialog).getByText('€14.20')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(db().storage[first.uid]?.already_seen_cashback_id).toBe('8003'), SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.alreadySeenCashbackId)).toBe('8003');
    first.unmount();

    // A new visit (local storage gone too: the server's storage remembers).
    localStorage.clear();
    const second = await signInDuringVisit();
    await waitFor(() => expect(latestCashbackRead(second.store)).toBe(true), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'You have cashback!' })).not.toBeInTheDocument();
  });

  it('"Take" in the popup pays the cashback out', async () => {
    const { uid } = await signInDuringVisit();
    const dialog = await screen.findByRole('dialog', { name: 'You have cashback!' }, SLOW);
    const before = db().wallets.find((wallet) => wallet.uid === uid)?.main ?? 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(db().wallets.find((wallet) => wallet.uid === uid)?.main).toBe(before + 1420);
  });

  it('two fast presses of "Take" in the popup send one payout', async () => {
    await signInDuringVisit();
    const calls = countCalls('cashbacks.payout');
    const dialog = await screen.findByRole('dialog', { name: 'You have cashback!' }, SLOW);
    const take = within(dialog).getByRole('button', { name: 'Take' });
    // Both presses land before the popup renders the first one's busy state.
    act(() => {
      take.click();
      take.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on "Take" in the popup says to check the cashback list, not "try again"', async () => {
    await signInDuringVisit();
    forceError('cashbacks.payout', 'InternalServerError', { times: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'You have cashback!' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('your cashback list');
    expect(alert).not.toHaveTextContent('Try again');
  });

  it('does not show for a player who was already signed in when the page loaded', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/');
    await screen.findByRole('group', { name: 'Your balance' }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
