import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { offsetPages, type OffsetPagesArgs } from '../offset-pages';
import type { CashierContract } from './cashier.contract';
import type { CashierHistoryParams, MakeDepositParams, MakeWithdrawalParams } from './cashier.types';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * A money call gives up after this long with a `Timeout` error and is never sent again (retry.ts
 * retries no POST; decision record 018); the page tells the player to look at the history before paying again.
 */
export const MONEY_CALL_TIMEOUT_MS = 30_000;

/** cashier.getHistory filters of the history that grows by "show more"; `count` is the page size. */
export type CashierHistoryPagesArgs = OffsetPagesArgs<CashierHistoryParams>;

/**
 * The cashier namespace (SPEC §7). A deposit or withdrawal invalidates the history, the settings
 * (available amount, pending withdrawals, saved requisites), the balance and the deposit limit.
 */
export const cashierApi = apiNamespace({
  tagTypes: ['CashierHistory', 'CashierSettings', 'DepositInfo', 'Balance', 'Account', 'DepositLimit', 'CampaignOffers'],
  sessionTags: ['CashierHistory', 'CashierSettings', 'DepositInfo'],
}).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    cashierGetHistory: build.query<CashierContract['getHistory'], CashierHistoryParams>({
      query: (params) => mainGet('cashier.getHistory', params),
      providesTags: ['CashierHistory'],
    }),
    /** The same list page after page (offset as the page parameter); a deposit or withdrawal reloads every page. */
    cashierGetHistoryPages: build.infiniteQuery<CashierContract['getHistory'], CashierHistoryPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      query: ({ queryArg, pageParam }) => mainGet('cashier.getHistory', { ...queryArg, offset: pageParam }),
      providesTags: ['CashierHistory'],
    }),
    cashierGetDepositSettings: build.query<CashierContract['getDepositSettings'], void>({
      query: () => mainGet('cashier.getDepositSettings'),
      providesTags: ['CashierSettings'],
    }),
    cashierGetWithdrawSettings: build.query<CashierContract['getWithdrawSettings'], void>({
      query: () => mainGet('cashier.getWithdrawSettings'),
      providesTags: ['CashierSettings'],
    }),
    cashierGetBanks: build.query<CashierContract['getBanks'], { method: string }>({
      query: (params) => mainGet('cashier.getBanks', params),
    }),
    cashierGetDepositInfo: build.query<CashierContract['getDepositInfo'], { id: number }>({
      query: (params) => mainGet('cashier.getDepositInfo', params),
      providesTags: (_result, _error, { id }) => [{ type: 'DepositInfo', id }],
    }),
    cashierMakeDeposit: build.mutation<CashierContract['makeDeposit'], MakeDepositParams>({
      query: (params) => mainPost('cashier.makeDeposit', params, { timeoutMs: MONEY_CALL_TIMEOUT_MS }),
      // Also after a failure or timeout: the server may have booked it. A first deposit changes which offers apply.
      invalidatesTags: ['CashierHistory', 'CashierSettings', 'Balance', 'Account', 'DepositLimit', 'CampaignOffers'],
    }),
    cashierMakeWithdrawal: build.mutation<CashierContract['makeWithdrawal'], MakeWithdrawalParams>({
      query: (params) => mainPost('cashier.makeWithdrawal', params, { timeoutMs: MONEY_CALL_TIMEOUT_MS }),
      invalidatesTags: ['CashierHistory', 'CashierSettings', 'Balance', 'Account'],
    }),
    cashierCancelWithdrawal: build.mutation<CashierContract['cancelWithdrawal'], { id: number }>({
      query: (params) => mainPost('cashier.cancelWithdrawal', params, { timeoutMs: MONEY_CALL_TIMEOUT_MS }),
      invalidatesTags: ['CashierHistory', 'CashierSettings', 'Balance', 'Account'],
    }),
  }),
});

export const {
  useCashierGetHistoryQuery,
  useCashierGetHistoryPagesInfiniteQuery,
  useCashierGetDepositSettingsQuery,
  useCashierGetWithdrawSettingsQuery,
  useCashierGetBanksQuery,
  useCashierGetDepositInfoQuery,
  useCashierMakeDepositMutation,
  useCashierMakeWithdrawalMutation,
  useCashierCancelWithdrawalMutation,
} = cashierApi;
