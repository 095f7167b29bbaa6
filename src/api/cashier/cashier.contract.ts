import type { CashierHistory } from './cashier.types';

/** cashier.* of SPEC §7 (the cashier issue adds the rest). */
export interface CashierContract {
  getHistory: CashierHistory;
}
