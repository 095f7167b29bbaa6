export interface LeaderboardEntry {
  place: number;
  fakename: string;
  /** Points scored in the period. */
  points: number;
  /** Prize for this place in currency units, or null. */
  prize: number | null;
  currency: string;
}

/** leaderboard.get: the current period's top players, or (with `tournament_id`) a tournament's standings. */
export interface Leaderboard {
  period_start: string;
  period_end: string;
  items: LeaderboardEntry[];
  /** Entries in all (a tournament's leaderboard); absent for the weekly one. */
  total?: number;
  /** The asking player's own entry when they take part (tournaments only), else null or absent. */
  user?: LeaderboardEntry | null;
}

export interface LeaderboardArgs {
  count?: number;
  /** A tournament's leaderboard instead of the weekly one. */
  tournament_id?: number;
}
