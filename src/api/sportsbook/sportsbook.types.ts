/** What a bet of the sportsbook looks like in the host's bet history. */
export type SportsBetStatus = 'open' | 'won' | 'lost' | 'void';
export type SportsBetKind = 'single' | 'accumulator';

export interface SportsBetSelection {
  event: string;
  /** The outcome picked, e.g. "Arsenal" or "Draw". */
  pick: string;
  odds: number;
}

export interface SportsBet {
  id: number;
  kind: SportsBetKind;
  status: SportsBetStatus;
  /** Stake and payout as amounts (not cents), in `currency`. */
  stake: number;
  /** Total odds (the product for an accumulator). */
  odds: number;
  /** What was paid back: stake x odds on a win, the stake on a void, 0 otherwise or while open. */
  payout: number;
  currency: string;
  selections: SportsBetSelection[];
  /** Unix seconds. */
  created_at: number;
  settled_at: number | null;
}

/** The player's sportsbook session token (null fields never: visitors get no token at all). */
export interface SportsbookToken {
  token: string;
  /** Seconds the token lives. */
  expires_in: number;
}
