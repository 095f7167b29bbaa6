import { baseApi } from '../base-api';
import type { AccountInfo, Balance, ProfileInfo } from './account.types';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInfo: build.query<AccountInfo, void>({
      query: () => ({ ns: 'account', method: 'getInfo' }),
      providesTags: ['Account'],
    }),
    getBalance: build.query<Balance, void>({
      query: () => ({ ns: 'account', method: 'getBalance' }),
      providesTags: ['Balance'],
      // The header reads balances from the account info: a fresh balance (polling) patches it there.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('getInfo', undefined, (info) => ({ ...info, ...data })));
        } catch {
          // A failed refresh keeps the balance already shown.
        }
      },
    }),
    getProfileInfo: build.query<ProfileInfo, void>({
      query: () => ({ ns: 'account', method: 'getProfileInfo', params: { fields: 'contacts,document' } }),
      providesTags: ['Account'],
    }),
    sendConfirmationToContact: build.mutation<unknown, { contact: string }>({
      query: (params) => ({ ns: 'account', method: 'sendConfirmationToContact', params, post: true }),
    }),
    changeLocale: build.mutation<unknown, { locale: string }>({
      query: (params) => ({ ns: 'account', method: 'changeLocale', params, post: true }),
      // The cached account already carries the new locale (optimistic update by the caller).
    }),
  }),
});

export const {
  useGetInfoQuery,
  useGetBalanceQuery,
  useGetProfileInfoQuery,
  useChangeLocaleMutation,
  useSendConfirmationToContactMutation,
} = accountApi;
