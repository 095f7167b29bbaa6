// Types for bench-summary.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Runs that finished. */
  count: number;
  /** Runs that did not (NaN). */
  failed: number;
}

export interface BenchFigures {
  pages?: { path: string; score: number | null; floorScore: number | null }[];
  mockHome?: number | null;
  routeChange?: { ours: Spread; floor?: Spread };
  earlyTap?: { spread: Spread; pressedLate: number };
  blocking?: { path: string; spread: Spread }[];
  load?: { before: string; after: string };
}

export declare const GOALS: { pageScore: number; pointsBelowFloor: number; mockHomeScore: number; routeChangeMs: number };
export declare function median(values: readonly number[]): number;
export declare function spread(values: readonly number[]): Spread;
export declare function formatSpread(spread: Spread): string;
export declare function summaryRows(figures: BenchFigures): [string, string, string][];
