import { baseApi } from '../base-api';
import type { GameHistoryArgs, GameHistoryPage, HistoryExportRequest } from './games-history.types';

/** The player's played rounds and the history export (SPEC §7 games.getHistory and export calls). */
export const gamesHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameHistory: build.query<GameHistoryPage, GameHistoryArgs>({
      query: (params) => ({ ns: 'games', method: 'getHistory', params: { ...params } }),
      providesTags: ['GameHistory'],
    }),
    /** The latest export request, or null when the player never asked for one. */
    getHistoryExportRequest: build.query<HistoryExportRequest | null, void>({
      query: () => ({ ns: 'games', method: 'getHistoryExportRequest' }),
      providesTags: ['GameHistoryExport'],
    }),
    createHistoryExportRequest: build.mutation<HistoryExportRequest, { date_from?: string; date_to?: string } | void>({
      query: (params) => ({ ns: 'games', method: 'createHistoryExportRequest', params: { ...params }, post: true }),
      invalidatesTags: ['GameHistoryExport'],
    }),
  }),
});

export const { useGetGameHistoryQuery, useGetHistoryExportRequestQuery, useCreateHistoryExportRequestMutation } =
  gamesHistoryApi;
