import { money, walletOf } from '../account/accounts';
import { findTransaction, pendingTransactions, savedRequisitesOf, settleDue, transactionsTable } from './cashier-tables';
import { BANKS, CASHIER_CURRENCIES, depositMethods, findDepositMethod, findWithdrawMethod, withdrawMethods } from './fixtures/payment-methods';
import { depositInfoView, idParam, savedRequisiteView, transactionView } from './wire';
import { fail, type ContractMethods, read, requireAccount, requireParam } from '../core/api-method';
import { depositMethodsOfCashier } from './cashier-deposit';
import { withdrawalMethodsOfCashier } from './cashier-withdraw';
import type { CashierContract } from '@/api/cashier/cashier.contract';

/** The transaction table (re-exported: tests outside mocks/ seed rows through it). */
export { transactionsTable } from './cashier-tables';

const TYPES = new Set(['deposit', 'withdrawal', 'all']);

function intParam(value: string | null, fallback: number, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) fail('InvalidParameter', `${name}: must be an integer 0..${max}`);
  return number;
}

/**
 * The cashier namespace (SPEC §7), every call for the signed-in player only. Reads first settle the
 * pending deposits whose time has come (mocks/cashier/cashier-tables.ts), so polling sees them arrive.
 * The writes are in cashier-deposit.ts and cashier-withdraw.ts.
 */
export const cashierMethods = {
  /** Newest first: { items, total }; type deposit|withdrawal|all (default all), statuses comma-separated. */
  getHistory: read((ctx) => {
    const { uid } = requireAccount();
    settleDue();
    const type = ctx.query.get('type') ?? 'all';
    if (!TYPES.has(type)) fail('InvalidParameter', 'type: deposit, withdrawal or all', { type: ['INVALID'] });
    const statuses = (ctx.query.get('statuses') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const offset = intParam(ctx.query.get('offset'), 0, 'offset');
    const count = intParam(ctx.query.get('count'), 20, 'count', 100);
    const matching = transactionsTable()
      .filter((row) => row.uid === uid && (type === 'all' || row.type === type))
      .filter((row) => statuses.length === 0 || statuses.includes(row.status))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { items: matching.slice(offset, offset + count).map(transactionView), total: matching.length };
  }),

  getDepositSettings: read(() => {
    const { uid } = requireAccount();
    settleDue();
    return { methods: depositMethods(), currencies: { ...CASHIER_CURRENCIES }, saved_requisites: savedRequisitesOf(uid).map(savedRequisiteView) };
  }),

  /** `available` is the main balance: pending withdrawals were debited when they were booked. */
  getWithdrawSettings: read(() => {
    const account = requireAccount();
    settleDue();
    const wallet = walletOf(account);
    const usable = new Set(withdrawMethods().map((method) => method.sysname));
    return {
      methods: withdrawMethods(),
      available: money(wallet.main, wallet.currency),
      pending: pendingTransactions(account.uid, 'withdrawal').map(transactionView),
      saved_requisites: savedRequisitesOf(account.uid)
        .filter((row) => usable.has(row.method))
        .map(savedRequisiteView),
    };
  }),

  /** {method}: the banks of a method that needs one (bank_transfer). */
  getBanks: read((ctx) => {
    requireAccount();
    const sysname = requireParam(ctx, 'method');
    const method = findDepositMethod(sysname) ?? findWithdrawMethod(sysname);
    if (!method?.needs_bank) fail('InvalidParameter', 'method: not a method with banks', { method: ['INVALID'] });
    return { items: BANKS.map((bank) => ({ ...bank })) };
  }),

  /** {id}: one of the player's own transactions (a receipt, the pending page's poll), else InvalidParameter. */
  getDepositInfo: read((ctx) => {
    const { uid } = requireAccount();
    settleDue();
    const id = idParam(ctx, 'id');
    const row = findTransaction(id);
    if (!row || row.uid !== uid) fail('InvalidParameter', 'id: no such transaction', { id: ['NOT_FOUND'] });
    return depositInfoView(row);
  }),

  ...depositMethodsOfCashier,
  ...withdrawalMethodsOfCashier,
} satisfies ContractMethods<CashierContract>;
