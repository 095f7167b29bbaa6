import type { TournamentsContract } from '@/api/tournaments/tournaments.contract';
import { sessionAccount } from '../account/accounts';
import { tournamentEntriesTable, tournamentEntry } from './tournament-tables';
import { TOURNAMENT_SEEDS, tournamentStatus } from './fixtures/tournaments';
import { db } from '../core/db';
import { fail, type ContractMethods, read, requireAccount, requireParam, write } from '../core/api-method';
import { paging } from '../core/paging';
import { findTournament, restrictionsOf, tournamentFor } from './tournaments-data';

const STATUSES = new Set(['all', 'active', 'future', 'finished']);

function idList(raw: string | null): number[] | null {
  if (raw === null || raw === '') return null;
  const ids = raw.split(',').map((value) => Number(value.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) fail('InvalidParameter', 'ids: must be positive whole numbers', { ids: ['INVALID'] });
  return ids;
}

export const tournamentsMethods = {
  /** Tournaments (all, or `ids`), narrowed by `status` (default all), each with the caller's `user_info`. */
  get: read((ctx) => {
    const ids = idList(ctx.query.get('ids'));
    const status = ctx.query.get('status') || 'all';
    if (!STATUSES.has(status)) fail('InvalidParameter', 'status: all, active, future or finished', { status: ['INVALID'] });
    const { offset, count } = paging(ctx, 20, 50);
    const uid = sessionAccount()?.uid ?? null;
    const all = TOURNAMENT_SEEDS.filter((seed) => ids === null || ids.includes(seed.id))
      .map((seed) => tournamentFor(seed, uid))
      .filter((tournament) => status === 'all' || tournament.status === status);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),

  /** Joins a future or active tournament with 0 points; joining twice is fine (still 1). */
  participate: write((ctx) => {
    const account = requireAccount();
    const id = Number(requireParam(ctx, 'tournament_id'));
    const seed = Number.isInteger(id) ? findTournament(id) : undefined;
    if (!seed) fail('InvalidParameter', 'tournament_id: unknown tournament', { tournament_id: ['NOT_FOUND'] });
    if (tournamentStatus(seed, db().seededAt, Date.now()) === 'finished') {
      fail('InvalidParameter', 'The tournament is over', { tournament_id: ['FINISHED'] });
    }
    const currencies = restrictionsOf(seed).currencies;
    if (currencies.length > 0 && !currencies.includes(account.currency)) {
      fail('InvalidParameter', 'The tournament is not open to this currency', { tournament_id: ['CURRENCY'] });
    }
    if (!tournamentEntry(seed.id, account.uid)) {
      tournamentEntriesTable().push({ tournament_id: seed.id, uid: account.uid, points: 0, joined_at: Date.now() });
    }
    return 1 as const;
  }),
} satisfies ContractMethods<TournamentsContract>;
