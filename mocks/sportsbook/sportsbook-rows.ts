import type { SportsBetKind, SportsBetSelection, SportsBetStatus } from '@/api/sportsbook/sportsbook.types';

/** The sportsbook rows of the mock database (types only: core/schema.ts composes them, sportsbook-tables.ts reads and writes them). */

/** The outcome QA forces for the next settlements (mock_bets, QA panel); null: by the odds. */
export type ForcedOutcome = 'win' | 'lose' | 'void';

export interface SportsBetRow {
  id: number;
  uid: number;
  kind: SportsBetKind;
  status: SportsBetStatus;
  /** Cents. */
  stake: number;
  odds: number;
  /** Cents. */
  payout: number;
  currency: string;
  selections: SportsBetSelection[];
  /** Milliseconds. */
  created_at: number;
  settle_at: number;
  settled_at: number | null;
}

/** The mock sportsbook's state (optional table of MockDb, created on first use). */
export interface SportsbookTable {
  bets: SportsBetRow[];
  nextId: number;
  /** Bumped by QA to expire every token minted before. */
  tokenEpoch: number;
  forced: ForcedOutcome | null;
}
