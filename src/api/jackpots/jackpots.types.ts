/** A jackpot description after remapping by the configured field names (SPEC §3). */
export interface JackpotDescription {
  title: string | null;
  text: string | null;
  image: string | null;
  /** e.g. "mega", "major", "minor": a styling hint. */
  tier: string | null;
}

export interface JackpotLastWin {
  amount: number;
  currency: string;
  fakename: string;
  created_at: string;
}

export interface Jackpot {
  id: number;
  /** Current pool in currency units. */
  amount: number;
  currency: string;
  /** ISO time of `amount`. */
  updated_at: string;
  last_win: JackpotLastWin | null;
  description: JackpotDescription;
}

export interface WinnerGame {
  sysname: string;
  name: string;
}

/** One entry of jackpots.getWinners: a big or jackpot win, under the player's fakename. */
export interface Winner {
  id: number;
  /** The jackpot that paid, or null for a regular big win. */
  jackpot_id: number | null;
  fakename: string;
  game: WinnerGame;
  amount: number;
  currency: string;
  created_at: string;
}

export interface WinnersArgs {
  jackpot_id?: number;
  /** Page size. */
  count: number;
}
