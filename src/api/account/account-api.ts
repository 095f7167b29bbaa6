import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { AccountContract } from './account.contract';
import type { DepositLimitPeriod, SelfExclusionPeriod } from './account.types';
import { mainGet, mainPost } from '../contract/main-call';

export const accountApi = apiNamespace({ tagTypes: ['Account', 'Balance', 'DepositLimit'], sessionTags: ['Account', 'Balance', 'DepositLimit'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    accountGetInfo: build.query<AccountContract['getInfo'], void>({
      query: () => mainGet('account.getInfo'),
      providesTags: ['Account'],
    }),
    accountGetBalance: build.query<AccountContract['getBalance'], void>({
      query: () => mainGet('account.getBalance'),
      providesTags: ['Balance'],
      // The header reads balances from the account info: a fresh balance (polling) patches it there.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('accountGetInfo', undefined, (info) => ({ ...info, ...data })));
        } catch {
          // A failed refresh keeps the balance already shown.
        }
      },
    }),
    accountGetProfileInfo: build.query<AccountContract['getProfileInfo'], void>({
      query: () => mainGet('account.getProfileInfo', { fields: 'contacts,document' }),
      providesTags: ['Account'],
    }),
    accountSendConfirmationToContact: build.mutation<AccountContract['sendConfirmationToContact'], { contact: string }>({
      query: (params) => mainPost('account.sendConfirmationToContact', params),
    }),
    accountChangeLocale: build.mutation<AccountContract['changeLocale'], { locale: string }>({
      query: (params) => mainPost('account.changeLocale', params),
      // The cached account already carries the new locale (optimistic update by the caller).
    }),
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
  useAccountGetInfoQuery,
  useAccountGetBalanceQuery,
  useAccountGetProfileInfoQuery,
  useAccountChangeLocaleMutation,
  useAccountSendConfirmationToContactMutation,
  useAccountGetDepositLimitQuery,
  useAccountSetDepositLimitMutation,
  useAccountSetSelfExclusionMutation,
  useAccountSetUserOnVerificationMutation,
  useAccountGetCurrencyRatesQuery,
  useAccountSetCurrencyMutation,
} = accountApi;
