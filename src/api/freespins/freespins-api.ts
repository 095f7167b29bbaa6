import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { FreespinsContract } from './freespins.contract';
import type { FreeSpinPack } from './freespins.types';
import { mainGet } from '../contract/main-call';

/** SPEC §9: free spins are always asked for 99 at a time. */
export const FREE_SPINS_COUNT = 99;

export const freespinsApi = apiNamespace({ tagTypes: ['FreeSpins'], sessionTags: ['FreeSpins'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** Active packs of the signed-in player (freespins.get returns data.items); skip for anonymous visitors. */
    freespinsGet: build.query<FreeSpinPack[], void>({
      query: () => mainGet('freespins.get', { fields: ['description'], status: 'active', count: FREE_SPINS_COUNT }),
      transformResponse: (payload: FreespinsContract['get'] | null) => payload?.items ?? [],
      providesTags: ['FreeSpins'],
    }),
  }),
});

export const { useFreespinsGetQuery } = freespinsApi;
