import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { offsetPages, type OffsetPagesArgs } from '../offset-pages';
import type { CashbacksContract } from './cashbacks.contract';
import type { CashbacksParams } from './cashbacks.types';

/**
 * Arguments of cashbacksGetPages: the call's filters, the page size (`count`) and the language of
 * the descriptions (a cache key only).
 */
export type CashbacksPagesArgs = OffsetPagesArgs<CashbacksParams> & { locale: string };

/** The cashbacks namespace (SPEC §7); a player's cashbacks are per-player data (session tag). */
export const cashbacksApi = apiNamespace({ tagTypes: ['Cashbacks'], sessionTags: ['Cashbacks'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** The player's cashbacks page after page (offset as the page parameter). */
    cashbacksGetPages: build.infiniteQuery<CashbacksContract['get'], CashbacksPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      // The base query sends the page language itself; `locale` only keeps each language's texts apart.
      query: ({ queryArg: { locale: _locale, ...params }, pageParam }) => ({ ns: 'cashbacks', method: 'get', params: { ...params, offset: pageParam } }),
      providesTags: ['Cashbacks'],
    }),
  }),
});

export const { useCashbacksGetPagesInfiniteQuery } = cashbacksApi;
