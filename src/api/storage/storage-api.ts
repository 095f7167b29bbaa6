import { baseApi } from '../base-api';

/** Server-side key/value storage of the signed-in player (SPEC §7), e.g. already_seen_cashback_id. */
export const storageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStorage: build.query<Record<string, string | null>, readonly string[]>({
      query: (keys) => ({ ns: 'storage', method: 'get', params: { keys } }),
      providesTags: ['Storage'],
    }),
    getStorageKeys: build.query<string[], void>({
      query: () => ({ ns: 'storage', method: 'getKeys' }),
      providesTags: ['Storage'],
    }),
    setStorage: build.mutation<unknown, { key: string; value: string }>({
      query: (params) => ({ ns: 'storage', method: 'set', params, post: true }),
      invalidatesTags: ['Storage'],
    }),
  }),
});

export const { useGetStorageQuery, useGetStorageKeysQuery, useSetStorageMutation } = storageApi;
