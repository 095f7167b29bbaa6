import { seedDepositLimits, seedSavedRequisites, seedTransactions } from './fixtures/transactions';
import { getAccount, walletOf } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { DepositLimitRow, SavedRequisiteRow, TransactionRow } from '../core/schema';

/**
 * The cashier tables of the mock database: transactions, deposit limits and saved requisites. They
 * are optional in MockDb (a copy persisted before they existed still loads), so every reader goes
 * through these, which seed them on first use, identically each time until a write persists them.
 *
 * Money moves here and only here: a deposit credits the main balance when it turns `success`, a
 * withdrawal debits it when it is booked and refunds it when it turns `fail` or `cancel`. Each
 * happens exactly once because only a `pending` row can change its status.
 */

/** The clock of the cashier mock (unix ms): Date.now(), so tests move it with vi.setSystemTime. */
export function nowMs(): number {
  return Date.now();
}

export function transactionsTable(): TransactionRow[] {
  const tables = db();
  tables.transactions ??= seedTransactions(tables.accounts, tables.seededAt);
  return tables.transactions;
}

export function depositLimitsTable(): Record<number, DepositLimitRow> {
  const tables = db();
  tables.depositLimits ??= seedDepositLimits(tables.accounts, tables.seededAt);
  return tables.depositLimits;
}

export function savedRequisitesTable(): SavedRequisiteRow[] {
  const tables = db();
  tables.savedRequisites ??= seedSavedRequisites(tables.accounts, tables.seededAt);
  return tables.savedRequisites;
}

export function nextTransactionId(): number {
  return transactionsTable().reduce((max, row) => Math.max(max, row.id), 5000) + 1;
}

export function findTransaction(id: number): TransactionRow | undefined {
  return transactionsTable().find((row) => row.id === id);
}

export function pendingTransactions(uid: number, type?: TransactionRow['type']): TransactionRow[] {
  return transactionsTable()
    .filter((row) => row.uid === uid && row.status === 'pending' && (type === undefined || row.type === type))
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}

/** Methods whose requisites are offered again on the wallet page after a successful deposit. */
const SAVED_AFTER_DEPOSIT = new Set(['card', 'ewallet']);

/** Keeps the masked requisites of a successful deposit (once per method and label). */
function saveRequisites(row: TransactionRow): void {
  const values = row.requisites ?? {};
  if (!SAVED_AFTER_DEPOSIT.has(row.method) || Object.keys(values).length === 0) return;
  const label = values.card_number ?? values.wallet;
  if (!label) return;
  const saved = savedRequisitesTable();
  if (saved.some((item) => item.uid === row.uid && item.method === row.method && item.label === label)) return;
  saved.push({
    id: saved.reduce((max, item) => Math.max(max, item.id), 0) + 1,
    uid: row.uid,
    method: row.method,
    label,
    values: { ...values },
    created_at: Math.floor(row.updated_at),
  });
}

export type Outcome = 'success' | 'fail' | 'cancel';

/**
 * Moves a pending row to `outcome` and moves the money that goes with it. false (and nothing
 * changes) when the row is no longer pending. Does not persist: the caller does.
 */
export function settleTransaction(row: TransactionRow, outcome: Outcome, atMs: number = nowMs()): boolean {
  if (row.status !== 'pending') return false;
  const account = getAccount(row.uid);
  row.status = outcome;
  row.updated_at = Math.floor(atMs / 1000);
  row.settle_at = null;
  if (!account) return true;
  const wallet = walletOf(account);
  if (row.type === 'deposit' && outcome === 'success') {
    wallet.main += row.amount;
    saveRequisites(row);
  }
  if (row.type === 'withdrawal' && outcome !== 'success') wallet.main += row.amount;
  return true;
}

/**
 * Settles every pending row whose time has come (lazily: cashier and account reads call it first,
 * so a 3-D Secure card or an e-wallet "arrives" on the next poll). Returns how many changed.
 */
export function settleDue(atMs: number = nowMs()): number {
  let changed = 0;
  for (const row of transactionsTable()) {
    if (row.status === 'pending' && typeof row.settle_at === 'number' && row.settle_at <= atMs) {
      if (settleTransaction(row, row.settle_to ?? 'success', atMs)) changed += 1;
    }
  }
  if (changed > 0) persistDb();
  return changed;
}

/** A new row of the signed-in player; ids continue after the seeded 5001... */
export function insertTransaction(row: Omit<TransactionRow, 'id'>): TransactionRow {
  const inserted: TransactionRow = { ...row, id: nextTransactionId() };
  transactionsTable().push(inserted);
  return inserted;
}

export function depositLimitOf(uid: number): DepositLimitRow | undefined {
  return depositLimitsTable()[uid];
}

export function savedRequisitesOf(uid: number): SavedRequisiteRow[] {
  return savedRequisitesTable()
    .filter((item) => item.uid === uid)
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}
