import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { MAIN_API, type ContractParams } from '../contract/contract-table';
import { mainGet, mainPost } from '../contract/main-call';
import type { AccountContract } from './account.contract';
import type { AccountProfileContract } from './account-profile.contract';

/** Writes that carry what a player typed wait at most this long, then the form says so and keeps it. */
export const PROFILE_CALL_TIMEOUT_MS = 30_000;

/** The parameters of account.unsubscribe that a link's query carries. */
function unsubscribeParams(query: Record<string, string>): ContractParams<'account', 'unsubscribe', string> {
  const names = Object.keys(MAIN_API.account.unsubscribe.params) as (keyof ContractParams<'account', 'unsubscribe'>)[];
  return Object.fromEntries(names.filter((name) => Object.hasOwn(query, name)).map((name) => [name, query[name]]));
}

/**
 * The profile methods of account.*, which only the profile, its hints and its dialogs call. They
 * share the Account tag with account-api.ts: a saved change refetches the account info and the profile.
 */
export const accountProfileApi = apiNamespace({ tagTypes: ['Account'], sessionTags: ['Account'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    accountGetProfileInfo: build.query<AccountContract['getProfileInfo'], void>({
      query: () => mainGet('account.getProfileInfo', { fields: 'contacts,document' }),
      providesTags: ['Account'],
    }),
    accountSendConfirmationToContact: build.mutation<AccountContract['sendConfirmationToContact'], { contact: string }>({
      query: (params) => mainPost('account.sendConfirmationToContact', params),
    }),
    accountGetPersonalDataFields: build.query<AccountProfileContract['getPersonalDataFields'], void>({
      query: () => mainGet('account.getPersonalDataFields'),
    }),
    accountGetContactPhoneSettings: build.query<AccountProfileContract['getContactPhoneSettings'], void>({
      query: () => mainGet('account.getContactPhoneSettings'),
    }),
    accountSaveProfileInfo: build.mutation<AccountProfileContract['saveProfileInfo'], ContractParams<'account', 'saveProfileInfo', string>>({
      query: (params) => mainPost('account.saveProfileInfo', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (result, error) => (error || result !== 1 ? [] : ['Account']),
    }),
    accountChangeFakeName: build.mutation<AccountProfileContract['changeFakeName'], { fakename: string }>({
      query: (params) => mainPost('account.changeFakeName', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
    accountAddContact: build.mutation<AccountProfileContract['addContact'], { contact: string; phone_country_code?: string }>({
      query: (params) => mainPost('account.addContact', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
    accountConfirmContact: build.mutation<AccountProfileContract['confirmContact'], { contact: string; code: string }>({
      query: (params) => mainPost('account.confirmContact', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (result, error) => (error || result !== 1 ? [] : ['Account']),
    }),
    accountChangeSubscription: build.mutation<AccountProfileContract['changeSubscription'], { contact: string; subscription: '1' | '0' }>({
      query: (params) => mainPost('account.changeSubscription', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
    accountChangePassword: build.mutation<
      AccountProfileContract['changePassword'],
      { old_password: string; new_password: string; repeat_password: string }
    >({
      query: (params) => mainPost('account.changePassword', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
    }),
    accountChangeTwoFactorAuth: build.mutation<AccountProfileContract['changeTwoFactorAuth'], { enable: '1' | '0' }>({
      query: (params) => mainPost('account.changeTwoFactorAuth', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
    }),
    accountConfirmTwoFactorAuth: build.mutation<AccountProfileContract['confirmTwoFactorAuth'], { code: string }>({
      query: (params) => mainPost('account.confirmTwoFactorAuth', params, { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
    /** Takes the unsubscribe page's whole query; only the link's own parameters go out (utm_* and the like stay). */
    accountUnsubscribe: build.mutation<AccountProfileContract['unsubscribe'], Record<string, string>>({
      query: (query) => mainPost('account.unsubscribe', unsubscribeParams(query), { timeoutMs: PROFILE_CALL_TIMEOUT_MS }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
    }),
  }),
});

export const {
  useAccountGetProfileInfoQuery,
  useAccountSendConfirmationToContactMutation,
  useAccountGetPersonalDataFieldsQuery,
  useAccountGetContactPhoneSettingsQuery,
  useAccountSaveProfileInfoMutation,
  useAccountChangeFakeNameMutation,
  useAccountAddContactMutation,
  useAccountConfirmContactMutation,
  useAccountChangeSubscriptionMutation,
  useAccountChangePasswordMutation,
  useAccountChangeTwoFactorAuthMutation,
  useAccountConfirmTwoFactorAuthMutation,
  useAccountUnsubscribeMutation,
} = accountProfileApi;
