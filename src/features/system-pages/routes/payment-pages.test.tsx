import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { useSession } from '@/api/account/use-session';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { findTransaction } from '../../../../mocks/cashier/cashier-tables';
import { server } from '../../../../mocks/node';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import { postApi } from '../../../../mocks/core/test-utils';
import { initI18n } from '@/lib/i18n/i18n';
import { withLocale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { makeStore } from '@/store/store';
import { Component as NewWindowPage } from './payment-new-window-route';
import { Component as PendingPage } from './payment-pending-route';
import { Component as SuccessPage } from './payment-success-route';
import { renderInAct } from '@/testing/render-in-act';

vi.setConfig({ testTimeout: 40_000 });
const SLOW = { timeout: 15_000 };

/** Stands in for the header: it reads the session's balance as the app's header does. */
function HeaderBalance() {
  const { account } = useSession();
  return <p>Header balance: {account ? account.balance_main.amount : '…'}</p>;
}

async function renderAt(url: string, state?: unknown) {
  await initI18n('en');
  const store = makeStore();
  const route = (name: keyof typeof ROUTE_PATHS, element: ReactElement) => ({ path: withLocale('en', ROUTE_PATHS[name]), element });
  const router = createMemoryRouter(
    [
      route('cashierPayPending', <PendingPage />),
      route('cashierPaySuccess', <SuccessPage />),
      route('cashierPayNewWindow', <NewWindowPage />),
      route('cashierPayFail', <p>payfail</p>),
      route('cashierPayCancel', <p>paycancel</p>),
      route('gamehall', <p>gamehall</p>),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: url, state }] },
  );
  const view = await renderInAct(
    <Provider store={store}>
      <Suspense fallback="…">
        <HeaderBalance />
        <RouterProvider router={router} />
      </Suspense>
    </Provider>,
  );
  return { ...view, store, router };
}

/** A deposit made through the mock API; e-wallet and crypto deposits stay pending for a few seconds. */
async function makeDeposit(method: 'ewallet' | 'crypto_usdt', amount: number): Promise<number> {
  const requisites = method === 'ewallet' ? { wallet: 'alex@example.com' } : {};
  const { body } = await postApi<{ transaction_id: number }>('cashier.makeDeposit', {
    method,
    amount: String(amount),
    currency: 'EUR',
    campaign_offer_id: '-1',
    requisites: JSON.stringify(requisites),
    return_url: `${location.origin}/en/cashier`,
  });
  if (!body.data) throw new Error(`makeDeposit failed: ${JSON.stringify(body.error)}`);
  return body.data.transaction_id;
}

function settleNow(id: number) {
  const row = findTransaction(id);
  if (!row) throw new Error(`no transaction ${id}`);
  row.settle_at = Date.now();
}

function countCalls(path: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) counter.count += 1;
  });
  return counter;
}

beforeEach(() => {
  signInAs('demo@example.com');
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe('payment pending page', () => {
  it('shows the deposit, polls until it settles, then replaces itself with the success page', async () => {
    const id = await makeDeposit('ewallet', 20);
    const { router } = await renderAt(`/en/cashier/paypending/${id}`);
    expect(await screen.findByText('Header balance: 1000', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment is being processed' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('€20 with PayNow Wallet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`Transaction ${id}`)).toBeInTheDocument();

    settleNow(id);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/cashier/paysuccess/${id}`), SLOW);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('€20 has been added with PayNow Wallet.', {}, SLOW)).toBeInTheDocument();
    // The settled payment changed the balance: the account (and so the header) is read again.
    expect(await screen.findByText('Header balance: 1020', {}, SLOW)).toBeInTheDocument();
  });

  it('goes to the fail page when the deposit fails', async () => {
    const id = await makeDeposit('ewallet', 20);
    const { router } = await renderAt(`/en/cashier/paypending/${id}`);
    await screen.findByText('€20 with PayNow Wallet', {}, SLOW);
    const row = findTransaction(id);
    if (row) row.settle_to = 'fail';
    settleNow(id);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/cashier/payfail/${id}`), SLOW);
  });

  it('says when a check fails and keeps polling', async () => {
    const id = await makeDeposit('ewallet', 20);
    // Every read is tried twice by the base query: fail the first poll and its retry.
    forceError('cashier.getDepositInfo', 'InternalServerError', { times: 2 });
    const { router } = await renderAt(`/en/cashier/paypending/${id}`);
    expect(await screen.findByText('We couldn’t check the payment status just now. We keep trying.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('€20 with PayNow Wallet', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We keep trying/)).not.toBeInTheDocument(), SLOW);
    settleNow(id);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/cashier/paysuccess/${id}`), SLOW);
  });

  it('shows a crypto address as text, as a QR code and with a copy button', async () => {
    const id = await makeDeposit('crypto_usdt', 100);
    const address = findTransaction(id)?.address;
    expect(address).toMatch(/^T\w{33}$/);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt(`/en/cashier/paypending/${id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Send the payment to this address' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(address as string)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of the wallet address' }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('without a transaction id it is the plain pending page', async () => {
    const infoReads = countCalls('/cashier/getDepositInfo');
    await renderAt('/en/cashier/paypending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment is being processed' }, SLOW)).toBeInTheDocument();
    expect(infoReads.count).toBe(0);
  });
});

describe('payment success page', () => {
  it('offers the saved back url once, then forgets it', async () => {
    localStorage.setItem(STORAGE_KEYS.paymentSuccessBackUrl, '/en/promotions?x=1');
    await renderAt('/en/cashier/paysuccess');
    expect(await screen.findByRole('link', { name: 'Continue' }, SLOW)).toHaveAttribute('href', '/en/promotions?x=1');
    expect(localStorage.getItem(STORAGE_KEYS.paymentSuccessBackUrl)).toBeNull();
  });

  it('refuses a back url to another site and goes to the game hall', async () => {
    localStorage.setItem(STORAGE_KEYS.paymentSuccessBackUrl, 'https://evil.example/');
    await renderAt('/en/cashier/paysuccess');
    expect(await screen.findByRole('link', { name: 'Go to games' }, SLOW)).toHaveAttribute('href', '/en/gamehall');
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('reads the account again so the header shows the new balance', async () => {
    const accountReads = countCalls('/account/getInfo');
    await renderAt('/en/cashier/paysuccess');
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, SLOW);
    // One read for the header, one more because the success page refreshes it.
    await waitFor(() => expect(accountReads.count).toBe(2), SLOW);
  });
});

describe('payment in a new window page', () => {
  it('offers a link to the provider page when the tab was blocked', async () => {
    await renderAt('/en/cashier/paynewwindow', { paymentUrl: 'https://pay.example/checkout/1', blocked: true });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Your browser blocked the new window.');
    const link = screen.getByRole('link', { name: 'Open the payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.example/checkout/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('region')).getByRole('link', { name: 'Back to cashier' })).toBeInTheDocument();
  });

  it('shows no link for an unsafe or missing address', async () => {
    await renderAt('/en/cashier/paynewwindow', { paymentUrl: 'javascript:alert(1)', blocked: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment opened in a new window' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).not.toBeInTheDocument();
  });
});
