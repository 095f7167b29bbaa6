import type { CashierTransaction, DepositInfo, PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import { money } from '../account/accounts';
import type { AccountRow, SavedRequisiteRow, TransactionRow } from '../core/schema';
import { SEED_DOMAIN } from './fixtures/transactions';
import { type ApiContext, fail } from '../core/api-method';

/** Wire shapes of the cashier rows, and the parameters every money call reads the same way. */

export function transactionView(row: TransactionRow): CashierTransaction {
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    amount: money(row.amount, row.currency),
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function depositInfoView(row: TransactionRow): DepositInfo {
  return { ...transactionView(row), requisites: { ...(row.requisites ?? {}) }, domain: row.domain ?? SEED_DOMAIN, address: row.address ?? null };
}

export function savedRequisiteView(row: SavedRequisiteRow): SavedRequisite {
  return { id: row.id, method: row.method, label: row.label, values: { ...row.values }, created_at: row.created_at };
}

const param = (ctx: ApiContext, name: string): string | undefined => ctx.body[name] ?? ctx.query.get(name) ?? undefined;

/** The `amount` as cents: a positive number with at most two decimals, else InvalidParameter { amount: ['INVALID'] }. */
export function amountCents(ctx: ApiContext): number {
  const text = (param(ctx, 'amount') ?? '').trim();
  if (text === '') fail('InvalidParameter', 'amount: this field is required', { amount: ['REQUIRED'] });
  const value = Number(text);
  const cents = Math.round(value * 100);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(value) || cents <= 0) {
    fail('InvalidParameter', 'amount: a positive number with at most two decimals', { amount: ['INVALID'] });
  }
  return cents;
}

/** Bounds of a method in cents. */
export function boundsCents(method: PaymentMethod): { min: number; max: number } {
  return { min: Math.round(method.min * 100), max: Math.round(method.max * 100) };
}

/** `currency`, when sent, must be the account's (the cashier pays in the wallet's currency only). */
export function checkCurrency(ctx: ApiContext, account: AccountRow): void {
  const currency = param(ctx, 'currency');
  if (currency !== undefined && currency !== '' && currency !== account.currency) {
    fail('InvalidParameter', `currency: the account pays in ${account.currency}`, { currency: ['INVALID'] });
  }
}

/** A whole-number id parameter (getDepositInfo, cancelWithdrawal, bank_id), or InvalidParameter. */
export function idParam(ctx: ApiContext, name: string): number {
  const text = (param(ctx, name) ?? '').trim();
  if (text === '') fail('InvalidParameter', `${name}: this field is required`, { [name]: ['REQUIRED'] });
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 0) fail('InvalidParameter', `${name}: must be a whole number`, { [name]: ['INVALID'] });
  return id;
}

export function optionalParam(ctx: ApiContext, name: string): string | undefined {
  const value = param(ctx, name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The host the request came to: the `domain` of a transaction. */
export function domainOf(ctx: ApiContext): string {
  return new URL(ctx.request.url).host;
}
