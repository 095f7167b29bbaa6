import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { LeaderboardContract } from './leaderboard.contract';

export const leaderboardApi = apiNamespace({ tagTypes: ['Leaderboard'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    leaderboardGet: build.query<LeaderboardContract['get'], { count?: number } | void>({
      query: (args) => ({ ns: 'leaderboard', method: 'get', params: { count: args?.count ?? 10 } }),
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useLeaderboardGetQuery } = leaderboardApi;
