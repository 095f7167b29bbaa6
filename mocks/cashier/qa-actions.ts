import { sessionAccount } from '../account/accounts';
import { persistDb } from '../core/db';
import { findTransaction, nowMs, pendingTransactions, settleDue, settleTransaction } from './cashier-tables';
import type { TransactionRow } from '../core/schema';

/**
 * What the payment operator does in a real back office, for QA: approve or decline a pending
 * withdrawal or deposit, or settle everything pending at once. Used by the QA panel's Cashier
 * section, by `mock_withdrawals=approve|decline` (mocks/url-scenarios.ts) and by tests.
 */
export type CashierDecision = 'approve' | 'decline';

/** Approve: success (a deposit is credited). Decline: fail (a withdrawal is refunded). false when not pending. */
export function decidePendingTransaction(id: number, decision: CashierDecision): boolean {
  const row = findTransaction(id);
  if (!row || !settleTransaction(row, decision === 'approve' ? 'success' : 'fail', nowMs())) return false;
  persistDb();
  return true;
}

/** The signed-in player's pending rows, newest first (settling what is due first); [] for a visitor. */
export function sessionPendingTransactions(type?: TransactionRow['type']): TransactionRow[] {
  const account = sessionAccount();
  if (!account) return [];
  settleDue();
  return pendingTransactions(account.uid, type);
}

/** Every pending withdrawal of the signed-in player; how many changed, or null when nobody is signed in. */
export function decidePendingWithdrawals(decision: CashierDecision): number | null {
  if (!sessionAccount()) return null;
  let changed = 0;
  for (const row of sessionPendingTransactions('withdrawal')) if (decidePendingTransaction(row.id, decision)) changed += 1;
  return changed;
}

/**
 * "Settle all pending now" for the signed-in player: each deposit gets the outcome it was heading
 * for (success unless planned otherwise; provider deposits succeed), each withdrawal is approved.
 */
export function settleAllPending(): number {
  const at = nowMs();
  let changed = 0;
  for (const row of sessionPendingTransactions()) {
    const outcome = row.type === 'deposit' ? (row.settle_to ?? 'success') : 'success';
    if (settleTransaction(row, outcome, at)) changed += 1;
  }
  if (changed > 0) persistDb();
  return changed;
}
