import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Every tag of every namespace, declared once so a deposit can invalidate the balance. */
export const TAG_TYPES = ['Account', 'Balance', 'Metadata', 'GeneralInfo', 'Storage', 'CmsConfig', 'Games', 'Likes', 'GameLaunch', 'FreeSpins', 'Banners', 'Jackpots', 'Winners', 'Leaderboard', 'GameHistory', 'GameHistoryExport'] as const;

/**
 * Tags whose data belongs to the signed-in player: login, registration and logout invalidate
 * them all. A namespace with per-player data (likes, free spins, bonuses...) adds its tag here.
 */
export const SESSION_TAGS = ['Account', 'Balance', 'Storage', 'Likes', 'GameLaunch', 'FreeSpins', 'GameHistory', 'GameHistoryExport'] as const satisfies readonly (typeof TAG_TYPES)[number][];

/** The one API slice of the app; namespaces add endpoints with injectEndpoints in src/api/<ns>/. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
