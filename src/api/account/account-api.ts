import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { AccountContract } from './account.contract';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * What every page's start may call: the account info and balance of the header, and the locale
 * change of the language switcher. The methods only some pages call are where those pages load
 * them: the profile's in account-profile-api.ts, the limits' and money settings' in
 * account-settings-api.ts. The per-player tags are all named here, so a change of player clears
 * them before those files have loaded.
 */
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
    accountChangeLocale: build.mutation<AccountContract['changeLocale'], { locale: string }>({
      query: (params) => mainPost('account.changeLocale', params),
      // The cached account already carries the new locale (optimistic update by the caller).
    }),
  }),
});

export const {
  useAccountGetInfoQuery,
  useAccountGetBalanceQuery,
  useAccountChangeLocaleMutation,
} = accountApi;
