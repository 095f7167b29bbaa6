import type { LeaderboardEntry } from '@/api/leaderboard/leaderboard.types';
import type { RawTournament } from '@/api/tournaments/tournaments.contract';
import type { TournamentRestrictions } from '@/api/tournaments/tournaments.types';
import { db } from '../core/db';
import { tournamentEntriesTable } from './tournament-tables';
import { catalogue, FEATURED_GAMES } from '../games/fixtures/catalogue';
import {
  generatedStandings,
  prizeFor,
  REELS_RACE_GAMES_COUNT,
  TOURNAMENT_SEEDS,
  totalPrize,
  tournamentStatus,
  type TournamentSeed,
} from './fixtures/tournaments';
import { queryGames } from '../games/games-query';

/** The tournament's restrictions, with the Reels Race's hand-picked games filled in from the catalogue. */
export function restrictionsOf(seed: TournamentSeed): TournamentRestrictions {
  if (seed.id !== 102) return seed.restrictions;
  const picked = catalogue()
    .games.filter((game) => game.type === 'slots' && game.sysname !== FEATURED_GAMES.demoSlot)
    .slice(0, REELS_RACE_GAMES_COUNT - 1)
    .map((game) => game.sysname);
  return { ...seed.restrictions, games: [FEATURED_GAMES.demoSlot, ...picked] };
}

export function findTournament(id: number): TournamentSeed | undefined {
  return TOURNAMENT_SEEDS.find((seed) => seed.id === id);
}

/** games.get params of the tournament's games: its games restriction, else its providers, else every game. */
export function tournamentGamesQuery(seed: TournamentSeed, query: URLSearchParams): URLSearchParams {
  const restrictions = restrictionsOf(seed);
  const next = new URLSearchParams(query);
  next.delete('options');
  if (restrictions.games.length > 0) next.set('sysnames', restrictions.games.join(','));
  else if (restrictions.providers.length > 0) next.set('providers', restrictions.providers.join(','));
  return next;
}

/**
 * games.get `options {type: 'tournament', id}` (SPEC §7): the query narrowed to that tournament's
 * games; an unknown tournament has none. Any other query passes through.
 */
export function withTournamentFilter(query: URLSearchParams): URLSearchParams {
  let options: unknown;
  try {
    options = JSON.parse(query.get('options') ?? 'null');
  } catch {
    return query;
  }
  if (!options || typeof options !== 'object' || (options as { type?: unknown }).type !== 'tournament') return query;
  const seed = findTournament(Number((options as { id?: unknown }).id));
  if (seed) return tournamentGamesQuery(seed, query);
  const none = new URLSearchParams(query);
  none.delete('options');
  none.set('sysnames', '-');
  return none;
}

interface Standing {
  fakename: string;
  points: number;
  uid: number | null;
}

function playerName(uid: number): string {
  const account = db().accounts.find((row) => row.uid === uid);
  return account?.fakename ?? `Player${uid}`;
}

/** Everyone in the tournament by points, highest first; ties keep the earlier entrant ahead. */
export function standingsOf(seed: TournamentSeed): Standing[] {
  const generated: Standing[] = generatedStandings(seed).map((row) => ({ ...row, uid: null }));
  const players: Standing[] = tournamentEntriesTable()
    .filter((row) => row.tournament_id === seed.id)
    .map((row) => ({ fakename: playerName(row.uid), points: row.points, uid: row.uid }));
  return [...generated, ...players].sort((a, b) => b.points - a.points);
}

export function leaderboardEntries(seed: TournamentSeed, standings: Standing[]): LeaderboardEntry[] {
  return standings.map((row, index) => ({
    place: index + 1,
    fakename: row.fakename,
    points: row.points,
    prize: prizeFor(seed.prizes, index + 1),
    currency: seed.currency,
  }));
}

/** A tournament as tournaments.get answers it to `uid` (null: a visitor). */
export function tournamentFor(seed: TournamentSeed, uid: number | null, now = Date.now()): RawTournament {
  const { seededAt } = db();
  const status = tournamentStatus(seed, seededAt, now);
  const standings = standingsOf(seed);
  const place = uid === null ? -1 : standings.findIndex((row) => row.uid === uid);
  const restrictions = restrictionsOf(seed);
  const gamesQuery = tournamentGamesQuery(seed, new URLSearchParams({ count: '0' }));
  return {
    id: seed.id,
    status,
    start_at: new Date(seededAt + seed.startOffset).toISOString(),
    end_at: new Date(seededAt + seed.endOffset).toISOString(),
    currency: seed.currency,
    total_prize: totalPrize(seed.prizes),
    prizes: seed.prizes,
    description: { title: seed.title, text: seed.text, short: seed.short },
    user_info:
      uid === null ? null : { is_participant: place >= 0, place: place >= 0 ? place + 1 : null, points: place >= 0 ? standings[place].points : 0 },
    winners: status === 'finished' ? leaderboardEntries(seed, standings.slice(0, 3)).map(({ currency: _c, ...winner }) => winner) : [],
    restrictions,
    total_participants: standings.length,
    total_points: standings.reduce((sum, row) => sum + row.points, 0),
    reset_on_cashout: seed.reset_on_cashout,
    provider: restrictions.providers[0] ?? null,
    image_url: seed.image,
    tags: seed.tags,
    extra: {},
    games_count: queryGames(catalogue(), gamesQuery).total,
  };
}
