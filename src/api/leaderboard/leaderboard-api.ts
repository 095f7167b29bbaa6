import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { LeaderboardContract } from './leaderboard.contract';
import type { LeaderboardArgs } from './leaderboard.types';
import { mainGet } from '../contract/main-call';

export const leaderboardApi = apiNamespace({ tagTypes: ['Leaderboard'], sessionTags: ['Leaderboard'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    leaderboardGet: build.query<LeaderboardContract['get'], LeaderboardArgs | void>({
      query: (args) => mainGet('leaderboard.get', { count: args?.count ?? 10, tournament_id: args?.tournament_id }),
      // Tagged by tournament so joining one refetches its standings only; the weekly one is `week`.
      providesTags: (_result, _error, args) => ['Leaderboard', { type: 'Leaderboard', id: args?.tournament_id ?? 'week' }],
    }),
  }),
});

export const { useLeaderboardGetQuery } = leaderboardApi;
