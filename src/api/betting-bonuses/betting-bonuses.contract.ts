import type { Bonus } from '../bonuses/bonuses.types';
import type { Done, ItemsPage } from '../wire';

/** bettingBonuses.* of SPEC §7: the betting bonuses, same shape as the casino ones (type `betting`). */
export interface BettingBonusesContract {
  /** The signed-in player's betting bonuses, newest first. */
  get: ItemsPage<Bonus>;
  /** POST {id}: an available betting bonus becomes active; its amount joins the betting bonus balance. */
  activate: Done;
  /** POST {id}: an available or active betting bonus is cancelled for good. */
  remove: Done;
}
