import { baseApi } from '../base-api';
import type { Leaderboard } from './leaderboard.types';

export const leaderboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<Leaderboard, { count?: number } | void>({
      query: (args) => ({ ns: 'leaderboard', method: 'get', params: { count: args?.count ?? 10 } }),
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
