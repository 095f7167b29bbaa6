import { accountMethods } from './account';
import type { MethodMap } from './api-method';
import { authMethods } from './auth';
import { bannersMethods } from './banners';
import { cashierMethods } from './cashier';
import { freespinsMethods } from './freespins';
import { gamesMethods } from './games';
import { gamesHistoryMethods } from './games-history';
import { jackpotsMethods } from './jackpots';
import { leaderboardMethods } from './leaderboard';
import { metadataMethods } from './metadata';
import { storageMethods } from './storage';

/** Main-API namespaces the mock serves; each file mirrors src/api/<namespace>/. */
export const NAMESPACES: Record<string, MethodMap> = {
  account: accountMethods,
  auth: authMethods,
  banners: bannersMethods,
  cashier: cashierMethods,
  freespins: freespinsMethods,
  // games.get/getCategories/getProviders/likes (games.ts) and the history methods (games-history.ts).
  games: { ...gamesMethods, ...gamesHistoryMethods },
  jackpots: jackpotsMethods,
  leaderboard: leaderboardMethods,
  metadata: metadataMethods,
  storage: storageMethods,
};
