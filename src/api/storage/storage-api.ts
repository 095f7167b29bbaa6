import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { StorageContract } from './storage.contract';
import { mainGet, mainPost } from '../contract/main-call';

/** Server-side key/value storage of the signed-in player (SPEC §7), e.g. already_seen_cashback_id. */
export const storageApi = apiNamespace({ tagTypes: ['Storage'], sessionTags: ['Storage'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    storageGet: build.query<Partial<StorageContract['get']>, readonly string[]>({
      query: (keys) => mainGet('storage.get', { keys }),
      providesTags: ['Storage'],
    }),
    storageGetKeys: build.query<StorageContract['getKeys'], void>({
      query: () => mainGet('storage.getKeys'),
      providesTags: ['Storage'],
    }),
    storageSet: build.mutation<StorageContract['set'], { key: string; value: string }>({
      query: (params) => mainPost('storage.set', params),
      invalidatesTags: ['Storage'],
    }),
  }),
});

export const { useStorageGetQuery, useStorageGetKeysQuery, useStorageSetMutation } = storageApi;
