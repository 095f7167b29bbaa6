import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { StorageContract } from './storage.contract';

/** Server-side key/value storage of the signed-in player (SPEC §7), e.g. already_seen_cashback_id. */
export const storageApi = apiNamespace({ tagTypes: ['Storage'], sessionTags: ['Storage'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    storageGet: build.query<Partial<StorageContract['get']>, readonly string[]>({
      query: (keys) => ({ ns: 'storage', method: 'get', params: { keys } }),
      providesTags: ['Storage'],
    }),
    storageGetKeys: build.query<StorageContract['getKeys'], void>({
      query: () => ({ ns: 'storage', method: 'getKeys' }),
      providesTags: ['Storage'],
    }),
    storageSet: build.mutation<StorageContract['set'], { key: string; value: string }>({
      query: (params) => ({ ns: 'storage', method: 'set', params, post: true }),
      invalidatesTags: ['Storage'],
    }),
  }),
});

export const { useStorageGetQuery, useStorageGetKeysQuery, useStorageSetMutation } = storageApi;
