import type { Money } from '../account/account.types';

export type CashierHistoryType = 'deposit' | 'withdrawal' | 'all';

/** cashier.getHistory parameters (SPEC §7). */
export interface CashierHistoryParams {
  offset?: number;
  count?: number;
  type?: CashierHistoryType;
  statuses?: string[];
}

/** A deposit or withdrawal as the history lists it (SPEC §3 "Deposit info / transaction"). */
export interface CashierTransaction {
  id: number;
  type: 'deposit' | 'withdrawal';
  method: string;
  amount: Money;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface CashierHistory {
  items: CashierTransaction[];
  /** How many match the filter in all pages. */
  total: number;
}
