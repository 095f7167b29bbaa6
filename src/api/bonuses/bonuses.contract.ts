import type { ItemsPage } from '../wire';
import type { Bonus } from './bonuses.types';

/** bonuses.* of SPEC §7: method -> the `data` it answers with. activate/deactivate/remove come with the bonuses issue. */
export interface BonusesContract {
  /** The signed-in player's casino bonuses, newest first. */
  get: ItemsPage<Bonus>;
}
