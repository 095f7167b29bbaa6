import type { Game } from '@/api/games/games.types';
import type { AccountRow } from '../core/schema';
import { db } from '../core/db';
import { tournamentEntriesTable } from './tournament-tables';
import { tournamentStatus } from './fixtures/tournaments';
import { findTournament, restrictionsOf } from './tournaments-data';

/**
 * A real-money spin of `bet` cents in `game`: every active tournament the player joined whose
 * restrictions the spin meets (game or provider, currency, minimum bet) gains one point per unit
 * of the bet's currency.
 */
export function addTournamentPoints(account: AccountRow, game: Pick<Game, 'sysname' | 'provider'> | undefined, bet: number, now = Date.now()): void {
  if (!game) return;
  for (const entry of tournamentEntriesTable()) {
    if (entry.uid !== account.uid) continue;
    const seed = findTournament(entry.tournament_id);
    if (!seed || tournamentStatus(seed, db().seededAt, now) !== 'active') continue;
    const rules = restrictionsOf(seed);
    if (rules.games.length > 0 && !rules.games.includes(game.sysname)) continue;
    if (rules.providers.length > 0 && !rules.providers.includes(game.provider)) continue;
    if (rules.currencies.length > 0 && !rules.currencies.includes(account.currency)) continue;
    if (rules.min_bet !== null && bet < rules.min_bet * 100) continue;
    entry.points = Math.round((entry.points + bet / 100) * 100) / 100;
  }
}
