import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { GamesContract } from './games.contract';
import type { GameHistoryArgs } from './games-history.types';
import { mainGet, mainPost } from '../contract/main-call';

/** The player's played rounds and the history export (SPEC §7 games.getHistory and export calls). */
export const gamesHistoryApi = apiNamespace({ tagTypes: ['GameHistory', 'GameHistoryExport'], sessionTags: ['GameHistory', 'GameHistoryExport'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    gamesGetHistory: build.query<GamesContract['getHistory'], GameHistoryArgs>({
      query: (params) => mainGet('games.getHistory', params),
      providesTags: ['GameHistory'],
    }),
    /** The latest export request, or null when the player never asked for one. */
    gamesGetHistoryExportRequest: build.query<GamesContract['getHistoryExportRequest'], void>({
      query: () => mainGet('games.getHistoryExportRequest'),
      providesTags: ['GameHistoryExport'],
    }),
    gamesCreateHistoryExportRequest: build.mutation<GamesContract['createHistoryExportRequest'], { date_from?: string; date_to?: string } | void>({
      query: (params) => mainPost('games.createHistoryExportRequest', params ?? undefined),
      invalidatesTags: ['GameHistoryExport'],
    }),
  }),
});

export const { useGamesGetHistoryQuery, useGamesGetHistoryExportRequestQuery, useGamesCreateHistoryExportRequestMutation } =
  gamesHistoryApi;
