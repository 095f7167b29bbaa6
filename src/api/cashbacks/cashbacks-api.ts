import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { CashbacksContract } from './cashbacks.contract';
import type { CashbacksParams } from './cashbacks.types';

/** Arguments of cashbacksGet: the call's parameters plus the language of the descriptions (a cache key only). */
export interface CashbacksArgs extends CashbacksParams {
  locale: string;
}

/** The cashbacks namespace (SPEC §7); a player's cashbacks are per-player data (session tag). */
export const cashbacksApi = apiNamespace({ tagTypes: ['Cashbacks'], sessionTags: ['Cashbacks'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    cashbacksGet: build.query<CashbacksContract['get'], CashbacksArgs>({
      // The base query sends the page language itself; `locale` only keeps each language's texts apart.
      query: ({ locale: _locale, ...params }) => ({ ns: 'cashbacks', method: 'get', params: { ...params } }),
      providesTags: ['Cashbacks'],
    }),
  }),
});

export const { useCashbacksGetQuery } = cashbacksApi;
