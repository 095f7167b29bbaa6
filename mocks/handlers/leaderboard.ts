import { leaderboardAt } from '../fixtures/jackpots/leaderboard';
import { db } from '../db/db';
import { type ContractMethods, read } from './api-method';
import { paging } from './paging';
import type { LeaderboardContract } from '@/api/leaderboard/leaderboard.contract';

export const leaderboardMethods = {
  /** This week's top players. */
  get: read((ctx) => leaderboardAt(db().seededAt, paging(ctx, 10, 50).count)),
} satisfies ContractMethods<LeaderboardContract>;
