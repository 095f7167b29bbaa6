import { baseApi } from '../base-api';
import type { AccountInfo, Balance } from './account.types';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInfo: build.query<AccountInfo, void>({
      query: () => ({ ns: 'account', method: 'getInfo' }),
      providesTags: ['Account'],
    }),
    getBalance: build.query<Balance, void>({
      query: () => ({ ns: 'account', method: 'getBalance' }),
      providesTags: ['Balance'],
    }),
    changeLocale: build.mutation<unknown, { locale: string }>({
      query: (params) => ({ ns: 'account', method: 'changeLocale', params, post: true }),
      // The cached account already carries the new locale (optimistic update by the caller).
    }),
  }),
});

export const { useGetInfoQuery, useGetBalanceQuery, useChangeLocaleMutation } = accountApi;
