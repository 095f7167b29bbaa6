import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { mainGet, mainPost } from '../contract/main-call';
import type { AccountContract } from './account.contract';
import type { DepositLimitPeriod, SelfExclusionPeriod } from './account.types';

/**
 * The player's limits, identity check and currency (account.*): only the cashier, responsible
 * gaming and verification call them, so they load with those pages and not with every start. They
 * share the tags of account-api.ts, which names them as per-player.
 */
export const accountSettingsApi = apiNamespace({ tagTypes: ['Account', 'Balance', 'DepositLimit'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** Signed-in players only (SPEC §4 "deposit limits load only when logged in"). */
    accountGetDepositLimit: build.query<AccountContract['getDepositLimit'], void>({
      query: () => mainGet('account.getDepositLimit'),
      providesTags: ['DepositLimit'],
    }),
    /** Responsible gaming: the cashier then refuses deposits over what the limit leaves. */
    accountSetDepositLimit: build.mutation<AccountContract['setDepositLimit'], { period: DepositLimitPeriod; amount: number }>({
      query: (params) => mainPost('account.setDepositLimit', params),
      invalidatesTags: (_result, error) => (error ? [] : ['DepositLimit']),
    }),
    /** Responsible gaming: the server closes the session; the caller signs out. */
    accountSetSelfExclusion: build.mutation<AccountContract['setSelfExclusion'], { period: SelfExclusionPeriod }>({
      query: (params) => mainPost('account.setSelfExclusion', params),
    }),
    /** SPEC §7: the player started the identity check; the account info then says is_on_verification. */
    accountSetUserOnVerification: build.mutation<AccountContract['setUserOnVerification'], void>({
      query: () => mainPost('account.setUserOnVerification'),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
    accountGetCurrencyRates: build.query<AccountContract['getCurrencyRates'], void>({
      query: () => mainGet('account.getCurrencyRates'),
      providesTags: ['Account'],
    }),
    accountSetCurrency: build.mutation<AccountContract['setCurrency'], { currency: string }>({
      query: (params) => mainPost('account.setCurrency', params),
      invalidatesTags: ['Account', 'Balance', 'DepositLimit'],
    }),
  }),
});

export const {
  useAccountGetDepositLimitQuery,
  useAccountSetDepositLimitMutation,
  useAccountSetSelfExclusionMutation,
  useAccountSetUserOnVerificationMutation,
  useAccountGetCurrencyRatesQuery,
  useAccountSetCurrencyMutation,
} = accountSettingsApi;
