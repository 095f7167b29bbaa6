import type { ItemsPage } from '../wire';
import type { Jackpot, Winner } from './jackpots.types';

/** A jackpot as the server sends it: its description is remapped by the client. */
export type RawJackpot = Omit<Jackpot, 'description' | 'last_win'> & { description?: unknown; last_win?: Jackpot['last_win'] };

/** jackpots.* of SPEC §7. */
export interface JackpotsContract {
  get: ItemsPage<RawJackpot>;
  getWinners: ItemsPage<Winner>;
}
