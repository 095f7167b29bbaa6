/** Where a tournament stands: not started yet, running, or over. */
export type TournamentStatus = 'future' | 'active' | 'finished';

export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'future', 'finished'];

/** A tournament description after remapping by the configured field names (SPEC §3). */
export interface TournamentDescription {
  title: string | null;
  /** Untrusted HTML: render only through <SafeHtml>. */
  text: string | null;
  /** One line for the card. */
  short: string | null;
}

/** One prize of the prize pool: places `place_from`..`place_to` each win `amount`. */
export interface TournamentPrize {
  place_from: number;
  place_to: number;
  amount: number;
}

/** What counts towards the tournament (SPEC §3 restrictions). Empty lists: no restriction. */
export interface TournamentRestrictions {
  /** The smallest bet that scores, in currency units; null: any bet. */
  min_bet: number | null;
  currencies: string[];
  /** Provider sysnames. */
  providers: string[];
  /** Game sysnames. */
  games: string[];
}

/** The asking player's part in the tournament; null for a visitor. */
export interface TournamentUserInfo {
  is_participant: boolean;
  /** Place in the leaderboard, null until the player has joined. */
  place: number | null;
  points: number;
}

export interface TournamentWinner {
  place: number;
  fakename: string;
  points: number;
  prize: number | null;
}

export interface Tournament {
  id: number;
  status: TournamentStatus;
  /** ISO times. */
  start_at: string;
  end_at: string;
  currency: string;
  total_prize: number;
  prizes: TournamentPrize[];
  description: TournamentDescription;
  user_info: TournamentUserInfo | null;
  winners: TournamentWinner[];
  restrictions: TournamentRestrictions;
  total_participants: number;
  total_points: number;
  /** Points are lost when the player cashes out (withdraws) during the tournament. */
  reset_on_cashout: boolean;
  provider: string | null;
  image_url: string;
  tags: string[];
  extra: Record<string, unknown>;
  games_count: number;
}
