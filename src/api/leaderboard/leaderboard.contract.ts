import type { Leaderboard } from './leaderboard.types';

/** leaderboard.* of SPEC §7. */
export interface LeaderboardContract {
  get: Leaderboard;
}
