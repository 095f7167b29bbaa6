import type { ItemsPage } from '../wire';
import type { SportsBet, SportsbookToken } from './sportsbook.types';

/**
 * sportsbook.* (not named by SPEC §7; decision record 020): method -> the `data` it answers with.
 * The vendor's wallet calls go from the vendor's servers to ours and are not the front end's.
 */
export interface SportsbookContract {
  /** The signed-in player's short-lived token for the sportsbook vendor, minted just before start. */
  getToken: SportsbookToken;
  /** The signed-in player's sports bets, newest first (`offset`, `count`). */
  getBets: ItemsPage<SportsBet>;
}
