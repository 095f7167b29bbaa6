import { money } from '../db/accounts';
import { db } from '../db/db';
import type { TransactionRow } from '../db/schema';
import { seedTransactions } from '../fixtures/transactions';
import { fail, type ContractMethods, read, requireAccount } from './api-method';
import type { CashierContract } from '@/api/cashier/cashier.contract';

/** The transaction table, seeded on first use (identically each time until a write persists it). */
export function transactionsTable(): TransactionRow[] {
  const tables = db();
  tables.transactions ??= seedTransactions(tables.accounts, tables.seededAt);
  return tables.transactions;
}

const TYPES = new Set(['deposit', 'withdrawal', 'all']);

function intParam(value: string | null, fallback: number, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) fail('InvalidParameter', `${name}: must be an integer 0..${max}`);
  return number;
}

/** The cashier namespace (SPEC §7). Only getHistory for now; the cashier issue adds the rest. */
export const cashierMethods = {
  /** Newest first: { items, total }; type deposit|withdrawal|all (default all), statuses comma-separated. */
  getHistory: read((ctx) => {
    const { uid } = requireAccount();
    const type = ctx.query.get('type') ?? 'all';
    if (!TYPES.has(type)) fail('InvalidParameter', 'type: deposit, withdrawal or all', { type: ['INVALID'] });
    const statuses = (ctx.query.get('statuses') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const offset = intParam(ctx.query.get('offset'), 0, 'offset');
    const count = intParam(ctx.query.get('count'), 20, 'count', 100);
    const matching = transactionsTable()
      .filter((row) => row.uid === uid && (type === 'all' || row.type === type))
      .filter((row) => statuses.length === 0 || statuses.includes(row.status))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    const items = matching.slice(offset, offset + count).map((row) => ({
      id: row.id,
      type: row.type,
      method: row.method,
      amount: money(row.amount, row.currency),
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
    return { items, total: matching.length };
  }),
} satisfies ContractMethods<CashierContract>;
