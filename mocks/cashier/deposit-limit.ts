import type { DepositLimit } from '@/api/account/account.types';
import { depositLimitOf, nowMs, transactionsTable } from './cashier-tables';
import type { DepositLimitRow } from '../core/schema';

/**
 * The responsible-gaming deposit limit (SPEC §3): a period (day, week, month) and an amount. The
 * periods are calendar ones in the player's local time: today, this week from Monday, this month.
 * What counts against it: successful and pending deposits made inside the current period.
 */
export function periodBounds(period: Exclude<DepositLimitRow['period'], 'none'>, atMs: number): { start: number; end: number } {
  const start = new Date(atMs);
  start.setHours(0, 0, 0, 0);
  if (period === 'week') start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (period === 'month') start.setDate(1);
  const end = new Date(start);
  if (period === 'day') end.setDate(end.getDate() + 1);
  if (period === 'week') end.setDate(end.getDate() + 7);
  if (period === 'month') end.setMonth(end.getMonth() + 1);
  return { start: start.getTime(), end: end.getTime() };
}

/** Cents deposited (success or pending) by `uid` in [startMs, endMs). */
export function depositedBetween(uid: number, startMs: number, endMs: number): number {
  return transactionsTable()
    .filter((row) => row.uid === uid && row.type === 'deposit' && (row.status === 'success' || row.status === 'pending'))
    .filter((row) => row.created_at * 1000 >= startMs && row.created_at * 1000 < endMs)
    .reduce((sum, row) => sum + row.amount, 0);
}

/** The limit in cents with what is left now, or null when the player has none. */
export function limitState(uid: number, atMs: number = nowMs()): { row: DepositLimitRow; available: number; expiredAt: number } | null {
  const row = depositLimitOf(uid);
  if (!row || row.period === 'none') return null;
  const { start, end } = periodBounds(row.period, atMs);
  const available = Math.max(0, row.limit_amount - depositedBetween(uid, start, end));
  return { row, available, expiredAt: Math.floor(end / 1000) };
}

/** account.getDepositLimit: whole units; `period: 'none'` and zeros when no limit is set. */
export function depositLimitView(uid: number, atMs: number = nowMs()): DepositLimit {
  const state = limitState(uid, atMs);
  if (!state) return { available_amount: 0, can_edit: depositLimitOf(uid)?.can_edit ?? true, expired_at: null, limit_amount: 0, period: 'none' };
  return {
    available_amount: state.available / 100,
    can_edit: state.row.can_edit,
    expired_at: state.expiredAt,
    limit_amount: state.row.limit_amount / 100,
    period: state.row.period,
  };
}
