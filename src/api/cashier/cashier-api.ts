import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { CashierContract } from './cashier.contract';
import type { CashierHistoryParams } from './cashier.types';

/**
 * The cashier namespace (SPEC §7). Only getHistory so far: the session hints ask it whether the
 * player has made any deposit. A deposit or withdrawal invalidates CashierHistory and Balance.
 */
export const cashierApi = apiNamespace({ tagTypes: ['CashierHistory'], sessionTags: ['CashierHistory'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    cashierGetHistory: build.query<CashierContract['getHistory'], CashierHistoryParams>({
      query: (params) => ({ ns: 'cashier', method: 'getHistory', params: { ...params } }),
      providesTags: ['CashierHistory'],
    }),
  }),
});

export const { useCashierGetHistoryQuery } = cashierApi;
