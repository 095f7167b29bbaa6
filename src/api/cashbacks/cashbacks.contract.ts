import type { Done, ItemsPage } from '../wire';
import type { Cashback } from './cashbacks.types';

/** cashbacks.* of SPEC §7: method -> the `data` it answers with. */
export interface CashbacksContract {
  /** The signed-in player's cashbacks (newest first unless sorted otherwise). */
  get: ItemsPage<Cashback>;
  /** POST {id}: an active cashback is paid out to the main balance. */
  payout: Done;
  /** POST {id}: a cashback is removed from the player's list. */
  remove: Done;
}
