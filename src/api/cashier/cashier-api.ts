import { baseApi } from '../base-api';
import type { CashierHistory, CashierHistoryParams } from './cashier.types';

/**
 * The cashier namespace (SPEC §7). Only getHistory so far: the session hints ask it whether the
 * player has made any deposit. The history depends on the wallet, so it shares the Balance tag
 * (deposits invalidate it; login and logout too, as a session tag) until the cashier has its own.
 */
export const cashierApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<CashierHistory, CashierHistoryParams>({
      query: (params) => ({ ns: 'cashier', method: 'getHistory', params: { ...params } }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetHistoryQuery } = cashierApi;
