import { leaderboardAt } from '../jackpots/fixtures/leaderboard';
import { sessionAccount } from '../account/accounts';
import { db } from '../core/db';
import { fail, type ContractMethods, read } from '../core/api-method';
import { paging } from '../core/paging';
import { findTournament, leaderboardEntries, standingsOf } from './tournaments-data';
import type { LeaderboardContract } from '@/api/leaderboard/leaderboard.contract';

/** The largest tournament leaderboard page (SPEC: up to 1,000 entries shown). */
const TOURNAMENT_MAX = 1_000;

export const leaderboardMethods = {
  /** This week's top players, or with `tournament_id` that tournament's standings and the caller's own entry. */
  get: read((ctx) => {
    const raw = ctx.query.get('tournament_id');
    if (raw === null || raw === '') return leaderboardAt(db().seededAt, paging(ctx, 10, 50).count);
    const seed = findTournament(Number(raw));
    if (!seed) fail('InvalidParameter', 'tournament_id: unknown tournament', { tournament_id: ['NOT_FOUND'] });
    const { offset, count } = paging(ctx, 100, TOURNAMENT_MAX);
    const standings = standingsOf(seed);
    const entries = leaderboardEntries(seed, standings);
    const uid = sessionAccount()?.uid;
    const mine = uid === undefined ? -1 : standings.findIndex((row) => row.uid === uid);
    return {
      period_start: new Date(db().seededAt + seed.startOffset).toISOString(),
      period_end: new Date(db().seededAt + seed.endOffset).toISOString(),
      items: entries.slice(offset, offset + count),
      total: entries.length,
      user: mine >= 0 ? entries[mine] : null,
    };
  }),
} satisfies ContractMethods<LeaderboardContract>;
