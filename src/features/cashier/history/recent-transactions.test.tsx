import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { transactionsTable } from '../../../../mocks/cashier/cashier';
import { signInAs } from '../../../../mocks/scenarios';
import type { TransactionRow } from '../../../../mocks/core/schema';
import { initI18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { makeStore } from '@/store/store';
import { RecentTransactions } from './recent-transactions';
import { depositThroughStore } from './history-test-utils';
import { renderInAct } from '@/testing/render-in-act';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

async function renderRecent(locale: Locale = 'en') {
  await initI18n(locale);
  const store = makeStore();
  const router = createMemoryRouter(
    [{ path: '*', element: <Suspense fallback="…"><RecentTransactions /></Suspense> }],
    { initialEntries: [`/${locale}/cashier/deposit`] },
  );
  await renderInAct(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

function row(uid: number, id: number, daysAgo: number, overrides: Partial<TransactionRow> = {}): TransactionRow {
  const at = Math.floor(Date.now() / 1000) - daysAgo * 86_400;
  return { id, uid, type: 'deposit', method: 'card', amount: 2_000, currency: 'EUR', status: 'success', created_at: at, updated_at: at, ...overrides };
}

describe('RecentTransactions', () => {
  it('shows the 4 latest deposits and withdrawals, newest first, and links to the whole history', async () => {
    const { uid } = signInAs('demo@example.com');
    const table = transactionsTable();
    table.splice(
      0,
      table.length,
      ...[6, 5, 4, 3, 2, 1].map((daysAgo, index) =>
        row(uid, 9001 + index, daysAgo, index === 4 ? { type: 'withdrawal', amount: 7_500, status: 'pending' } : {}),
      ),
    );
    await renderRecent();
    const list = await screen.findByRole('list', {}, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['9006', '9005', '9004', '9003']);
    expect(within(items[1]).getByText(/^Withdrawal · /)).toBeInTheDocument();
    expect(within(items[1]).getByText('€75')).toBeInTheDocument();
    expect(within(items[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Receipt of transaction 9006' })).toHaveAttribute('href', '/en/cashier/receipt?id=9006');
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/en/cashier/history');
  });

  it('refreshes after a deposit', async () => {
    signInAs('demo@example.com');
    const store = await renderRecent();
    const list = await screen.findByRole('list', {}, SLOW);
    const before = within(list).getAllByRole('link').map((link) => link.textContent);
    const id = await depositThroughStore(store, 42);
    const fresh = await within(list).findByRole('link', { name: `Receipt of transaction ${id}` }, SLOW);
    expect(before).not.toContain(String(id));
    expect(within(fresh.closest('li')!).getByText('€42')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when the player has no transactions, in the page language', async () => {
    signInAs('new@example.com');
    await renderRecent('es');
    expect(await screen.findByText('Aún no hay transacciones.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Todas las transacciones' })).toHaveAttribute('href', '/es/cashier/history');
  });
});
