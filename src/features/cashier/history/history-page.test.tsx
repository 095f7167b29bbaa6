import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionsTable } from '../../../../mocks/cashier/cashier';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import type { TransactionRow } from '../../../../mocks/core/schema';
import { renderApp } from '@/testing/render-app';
import { depositThroughStore } from './history-test-utils';

// The whole app renders against the mock backend; give slow shared machines room.
vi.setConfig({ testTimeout: 40_000 });
const SLOW = { timeout: 15_000 };

/** Replaces the player's transactions with `deposits` deposits and `withdrawals` withdrawals, newest first by id. */
function seedTransactions(uid: number, deposits: number, withdrawals = 0, pendingIds: number[] = []) {
  const table = transactionsTable();
  const others = table.filter((row) => row.uid !== uid);
  const base = Math.floor(Date.now() / 1000) - 100 * 86_400;
  const rows: TransactionRow[] = [];
  for (let index = 0; index < deposits + withdrawals; index += 1) {
    const id = 9001 + index;
    rows.push({
      id,
      uid,
      type: index < deposits ? 'deposit' : 'withdrawal',
      method: index % 2 === 0 ? 'card' : 'ewallet',
      // Cents: €1,050, €2,050, ...
      amount: ((index + 1) * 1000 + 50) * 100,
      currency: 'EUR',
      status: pendingIds.includes(id) ? 'pending' : 'success',
      created_at: base + index * 86_400,
      updated_at: base + index * 86_400,
    });
  }
  table.splice(0, table.length, ...others, ...rows);
}

async function openHistory(url: string, tablistName = 'Transaction history sections') {
  const user = userEvent.setup();
  const app = await renderApp(url);
  const tablist = await screen.findByRole('tablist', { name: tablistName }, SLOW);
  return { user, tablist, ...app };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('HistoryPage', () => {
  it('opens the tab the query names', async () => {
    signInAs('demo@example.com');
    const { tablist } = await openHistory('/en/cashier/history?tab=bonuses');
    expect(within(tablist).getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Bonuses' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Your bonuses' }, SLOW)).toBeInTheDocument();
  });

  it('shows deposits for an unknown tab value', async () => {
    signInAs('demo@example.com');
    const { tablist } = await openHistory('/en/cashier/history?tab=everything');
    expect(within(tablist).getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Your deposits' }, SLOW)).toBeInTheDocument();
  });

  it('lists 4 deposits, "Show more" adds the next 4 and moves the focus to the first new one', async () => {
    const player = signInAs('demo@example.com');
    seedTransactions(player.uid, 10, 2);
    const { user } = await openHistory('/en/cashier/history');
    const table = await screen.findByRole('table', { name: 'Your deposits' }, SLOW);
    expect(bodyRows(table)).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 10')).toBeInTheDocument();
    // Newest first: deposit 9010 (€10,050) leads.
    expect(within(bodyRows(table)[0]).getByText('€10,050')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(8), SLOW);
    expect(screen.getByText('Showing 8 of 10')).toBeInTheDocument();
    expect(bodyRows(table)[4]).toHaveFocus();
    expect(within(bodyRows(table)[4]).getByText('€6,050')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10), SLOW);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the next page fails, and loads it on retry', async () => {
    const player = signInAs('demo@example.com');
    seedTransactions(player.uid, 10);
    const { user } = await openHistory('/en/cashier/history');
    const table = await screen.findByRole('table', { name: 'Your deposits' }, SLOW);
    expect(bodyRows(table)).toHaveLength(4);
    // The base query retries a failed read once: fail both tries of the second page.
    forceError('cashier.getHistory', 'InternalServerError', { times: 2 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const alert = await within(table).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your deposits could not be loaded.');
    expect(screen.getByText('Showing 4 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    await user.click(retry);
    await waitFor(() => expect(screen.getByText('Showing 8 of 10')).toBeInTheDocument(), SLOW);
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(8);
    expect(bodyRows(table)[4]).toHaveFocus();
    expect(within(bodyRows(table)[4]).getByText('€6,050')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('reloads the pages shown after a deposit made meanwhile: the new one leads, no row lost or repeated', async () => {
    const player = signInAs('demo@example.com');
    seedTransactions(player.uid, 10);
    const { user, store } = await openHistory('/en/cashier/history');
    const table = await screen.findByRole('table', { name: 'Your deposits' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(8), SLOW);

    const id = await depositThroughStore(store, 42);

    await waitFor(() => expect(screen.getByText('Showing 8 of 11')).toBeInTheDocument(), SLOW);
    const rows = bodyRows(table);
    expect(within(rows[0]).getByRole('link', { name: `Receipt of transaction ${id}` })).toBeInTheDocument();
    expect(within(rows[0]).getByText('€42')).toBeInTheDocument();
    // The second page moved down by one row with the first: 9003 is the last one shown now.
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([String(id), '9010', '9009', '9008', '9007', '9006', '9005', '9004']);
  });

  it('shows date, method name, amount, status and a receipt link on each row; pending ones say so', async () => {
    const player = signInAs('demo@example.com');
    seedTransactions(player.uid, 2, 0, [9002]);
    const { user, router } = await openHistory('/en/cashier/history?tab=deposit');
    const table = await screen.findByRole('table', { name: 'Your deposits' }, SLOW);
    const [pending, done] = bodyRows(table);
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('€1,050')).toBeInTheDocument();
    expect(within(done).getByText(/^\d\d\.\d\d\.\d{4} \d{1,2}:\d\d$/)).toBeInTheDocument();
    // The sysname "card" under the method's own name, once the deposit settings are in.
    await waitFor(() => expect(within(done).queryByText('card')).not.toBeInTheDocument(), SLOW);
    const link = within(done).getByRole('link', { name: 'Receipt of transaction 9001' });
    expect(link).toHaveAttribute('href', '/en/cashier/receipt?id=9001');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/receipt'));
    expect(router.state.location.search).toBe('?id=9001');
  });

  it('moves between tabs with the arrow keys, replacing the query', async () => {
    const player = signInAs('demo@example.com');
    seedTransactions(player.uid, 1, 1);
    const { user, tablist, router } = await openHistory('/en/cashier/history');
    const deposits = within(tablist).getByRole('tab', { name: 'Deposits' });
    await screen.findByRole('table', { name: 'Your deposits' }, SLOW);
    deposits.focus();
    await user.keyboard('{ArrowRight}');
    const withdrawals = within(tablist).getByRole('tab', { name: 'Withdrawals' });
    expect(withdrawals).toHaveFocus();
    await waitFor(() => expect(withdrawals).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=withdrawal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('table', { name: 'Your withdrawals' }, SLOW)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(tablist).getByRole('tab', { name: 'Cashbacks' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=cashbacks'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=deposit'));
    expect(deposits).toHaveFocus();
  });

  it('says per tab when there is nothing to show', async () => {
    signInAs('new@example.com');
    const { user, tablist } = await openHistory('/en/cashier/history');
    expect(await screen.findByText('No deposits yet', {}, SLOW)).toBeInTheDocument();
    await user.click(within(tablist).getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('No withdrawals yet', {}, SLOW)).toBeInTheDocument();
    await user.click(within(tablist).getByRole('tab', { name: 'Bonuses' }));
    expect(await screen.findByText('No bonuses yet', {}, SLOW)).toBeInTheDocument();
    await user.click(within(tablist).getByRole('tab', { name: 'Cashbacks' }));
    expect(await screen.findByText('No cashbacks yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists bonuses with type, status, amount, wagering progress and expiry, 4 at a time', async () => {
    signInAs('demo@example.com');
    const { user } = await openHistory('/en/cashier/history?tab=bonuses');
    const table = await screen.findByRole('table', { name: 'Your bonuses' }, SLOW);
    expect(bodyRows(table)).toHaveLength(4);
    const reload = bodyRows(table).find((row) => within(row).queryByText('Reload bonus 50%'));
    expect(reload).toBeDefined();
    const row = within(reload!);
    expect(row.getByText('Casino')).toBeInTheDocument();
    expect(row.getByText('Wagering', { selector: 'span' })).toBeInTheDocument();
    expect(row.getByText('€50')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', '35');
    expect(row.getByText('€612.50 of €1,750')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(6), SLOW);
    expect(within(bodyRows(table)[5]).getByText('Welcome bonus 100%')).toBeInTheDocument();
    expect(within(bodyRows(table)[5]).getByText('Wagered')).toBeInTheDocument();
  });

  it('lists cashbacks with amount, status and dates in the page language', async () => {
    // Russian is the default language: no prefix; the account's language keeps the page in it.
    signInAs('demo@example.com').locale = 'ru';
    const { tablist } = await openHistory('/cashier/history?tab=cashbacks', 'Разделы истории операций');
    expect(within(tablist).getByRole('tab', { name: 'Кэшбэк' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Ваш кэшбэк' }, SLOW);
    const [active, paid] = bodyRows(table);
    expect(within(active).getByText('Еженедельный кэшбэк (10%)')).toBeInTheDocument();
    expect(within(active).getByText('€14.20')).toBeInTheDocument();
    expect(within(active).getByText('Можно забрать')).toBeInTheDocument();
    expect(within(active).getByText(/^Забрать до/)).toBeInTheDocument();
    expect(within(paid).getByText('Выплачен', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(screen.getByText('Показано 3 из 3')).toBeInTheDocument();
  });

  it('says when a tab cannot be loaded and loads it on retry', async () => {
    signInAs('demo@example.com');
    // The base query retries a failed read once: fail both tries.
    forceError('cashier.getHistory', 'InternalServerError', { times: 2 });
    const { user } = await openHistory('/en/cashier/history');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your deposits could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your deposits' }, SLOW)).toBeInTheDocument();
  });
});
