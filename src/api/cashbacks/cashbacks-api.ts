import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { REWARD_WRITE_TIMEOUT_MS, refreshAfterWrite } from '../write-outcome';
import { offsetPages, type OffsetPagesArgs } from '../offset-pages';
import type { CashbacksContract } from './cashbacks.contract';
import type { CashbacksParams } from './cashbacks.types';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * Arguments of cashbacksGetPages: the call's filters, the page size (`count`) and the language of
 * the descriptions (a cache key only).
 */
export type CashbacksPagesArgs = OffsetPagesArgs<CashbacksParams> & { locale: string };

/** A single cashbacks.get call (the unseen-cashback check reads the latest one). */
export type CashbacksArgs = CashbacksParams & { locale: string };

/**
 * The cashbacks namespace (SPEC §7); a player's cashbacks are per-player data (session tag). A
 * payout credits the main balance the header reads (account.getInfo), hence Account and Balance.
 */
export const cashbacksApi = apiNamespace({ tagTypes: ['Cashbacks', 'Account', 'Balance'], sessionTags: ['Cashbacks'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** The player's cashbacks page after page (offset as the page parameter). */
    cashbacksGetPages: build.infiniteQuery<CashbacksContract['get'], CashbacksPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      // The base query sends the page language itself; `locale` only keeps each language's texts apart.
      query: ({ queryArg: { locale: _locale, ...params }, pageParam }) => mainGet('cashbacks.get', { ...params, offset: pageParam }),
      providesTags: ['Cashbacks'],
    }),
    cashbacksGet: build.query<CashbacksContract['get'], CashbacksArgs>({
      query: ({ locale: _locale, ...params }) => mainGet('cashbacks.get', params),
      providesTags: ['Cashbacks'],
    }),
    cashbacksPayout: build.mutation<CashbacksContract['payout'], { id: number }>({
      query: (params) => mainPost('cashbacks.payout', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['Cashbacks', 'Account', 'Balance'], () => ['Cashbacks']),
    }),
    cashbacksRemove: build.mutation<CashbacksContract['remove'], { id: number }>({
      query: (params) => mainPost('cashbacks.remove', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['Cashbacks'], () => ['Cashbacks']),
    }),
  }),
});

export const { useCashbacksGetPagesInfiniteQuery, useCashbacksGetQuery, useCashbacksPayoutMutation, useCashbacksRemoveMutation } = cashbacksApi;
