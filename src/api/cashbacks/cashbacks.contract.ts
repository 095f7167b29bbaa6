import type { ItemsPage } from '../wire';
import type { Cashback } from './cashbacks.types';

/** cashbacks.* of SPEC §7: method -> the `data` it answers with. payout/remove come with the cashback issue. */
export interface CashbacksContract {
  /** The signed-in player's cashbacks (newest first unless sorted otherwise). */
  get: ItemsPage<Cashback>;
}
