import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { REWARD_WRITE_TIMEOUT_MS, refreshAfterWrite } from '../write-outcome';
import { BONUS_FIELDS, type BonusIdArgs, type BonusesPagesArgs } from '../bonuses/bonuses-api';
import { offsetPages } from '../offset-pages';
import type { BettingBonusesContract } from './betting-bonuses.contract';
import { mainGet, mainPost } from '../contract/main-call';

/** The bettingBonuses namespace (SPEC §7): per-player data; writes change the betting bonus balance. */
export const bettingBonusesApi = apiNamespace({ tagTypes: ['BettingBonuses', 'Account', 'Balance'], sessionTags: ['BettingBonuses'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** The player's betting bonuses page after page (offset as the page parameter). */
    bettingBonusesGetPages: build.infiniteQuery<BettingBonusesContract['get'], BonusesPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      query: ({ queryArg: { locale: _locale, ...params }, pageParam }) => mainGet('bettingBonuses.get', { ...params, fields: BONUS_FIELDS, offset: pageParam }),
      providesTags: ['BettingBonuses'],
    }),
    bettingBonusesActivate: build.mutation<BettingBonusesContract['activate'], BonusIdArgs>({
      query: (params) => mainPost('bettingBonuses.activate', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['BettingBonuses', 'Account', 'Balance'], () => ['BettingBonuses']),
    }),
    bettingBonusesRemove: build.mutation<BettingBonusesContract['remove'], BonusIdArgs>({
      query: (params) => mainPost('bettingBonuses.remove', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['BettingBonuses', 'Account', 'Balance'], () => ['BettingBonuses']),
    }),
  }),
});

export const { useBettingBonusesGetPagesInfiniteQuery, useBettingBonusesActivateMutation, useBettingBonusesRemoveMutation } = bettingBonusesApi;
