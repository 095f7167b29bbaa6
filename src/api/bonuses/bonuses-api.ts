import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { offsetPages, type OffsetPagesArgs } from '../offset-pages';
import type { BonusesContract } from './bonuses.contract';
import type { BonusesParams } from './bonuses.types';

/**
 * Arguments of bonusesGetPages: the call's filters, the page size (`count`) and the language the
 * names come in (a cache key only).
 */
export type BonusesPagesArgs = OffsetPagesArgs<BonusesParams> & { locale: string };

/** The bonuses namespace (SPEC §7); the player's bonuses are per-player data (session tag). */
export const bonusesApi = apiNamespace({ tagTypes: ['Bonuses'], sessionTags: ['Bonuses'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** The player's bonuses page after page (offset as the page parameter). */
    bonusesGetPages: build.infiniteQuery<BonusesContract['get'], BonusesPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      // The base query sends the page language itself; `locale` only keeps each language's names apart.
      query: ({ queryArg: { locale: _locale, ...params }, pageParam }) => ({ ns: 'bonuses', method: 'get', params: { ...params, offset: pageParam } }),
      providesTags: ['Bonuses'],
    }),
  }),
});

export const { useBonusesGetPagesInfiniteQuery } = bonusesApi;
