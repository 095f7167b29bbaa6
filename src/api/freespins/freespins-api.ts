import { baseApi } from '../base-api';
import type { FreeSpinPack } from './freespins.types';

/** SPEC §9: free spins are always asked for 99 at a time. */
export const FREE_SPINS_COUNT = 99;

export const freespinsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Active packs of the signed-in player (freespins.get returns data.items); skip for anonymous visitors. */
    getFreeSpins: build.query<FreeSpinPack[], void>({
      query: () => ({
        ns: 'freespins',
        method: 'get',
        params: { fields: ['description'], status: 'active', count: FREE_SPINS_COUNT },
      }),
      transformResponse: (payload: { items?: FreeSpinPack[] } | null) => payload?.items ?? [],
      providesTags: ['FreeSpins'],
    }),
  }),
});

export const { useGetFreeSpinsQuery } = freespinsApi;
