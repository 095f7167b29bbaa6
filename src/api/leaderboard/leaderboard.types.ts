export interface LeaderboardEntry {
  place: number;
  fakename: string;
  /** Points scored in the period. */
  points: number;
  /** Prize for this place in currency units, or null. */
  prize: number | null;
  currency: string;
}

/** leaderboard.get: the current period's top players. */
export interface Leaderboard {
  period_start: string;
  period_end: string;
  items: LeaderboardEntry[];
}
