import { leaderboardAt } from '../fixtures/jackpots/leaderboard';
import { db } from '../db/db';
import { type MethodMap, read } from './api-method';
import { paging } from './paging';

export const leaderboardMethods: MethodMap = {
  /** This week's top players. */
  get: read((ctx) => leaderboardAt(db().seededAt, paging(ctx, 10, 50).count)),
};
