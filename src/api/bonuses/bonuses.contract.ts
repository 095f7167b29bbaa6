import type { Done, ItemsPage } from '../wire';
import type { Bonus } from './bonuses.types';

/** bonuses.* of SPEC §7: method -> the `data` it answers with. */
export interface BonusesContract {
  /** The signed-in player's casino bonuses, newest first. */
  get: ItemsPage<Bonus>;
  /** POST {id}: an available bonus becomes active and its amount joins the bonus balance. */
  activate: Done;
  /** POST {id}: the active bonus goes back to available and its amount leaves the bonus balance. */
  deactivate: Done;
  /** POST {id}: an available or active bonus is cancelled for good. */
  remove: Done;
}
