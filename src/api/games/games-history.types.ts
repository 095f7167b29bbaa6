/** One played round of games.getHistory, in currency units. */
export interface GameRound {
  id: number;
  game: { sysname: string; name: string };
  bet: number;
  win: number;
  currency: string;
  /** ISO time. */
  created_at: string;
}

export interface GameHistoryArgs {
  offset: number;
  count: number;
  /** yyyy-mm-dd, inclusive. */
  date_from?: string;
  date_to?: string;
}

export interface GameHistoryPage {
  items: GameRound[];
  total: number;
}

export type HistoryExportStatus = 'pending' | 'ready' | 'failed';

/** games.getHistoryExportRequest / createHistoryExportRequest: the player's latest export. */
export interface HistoryExportRequest {
  id: number;
  status: HistoryExportStatus;
  created_at: string;
  /** Download address once ready; pass it through the safe-navigation helper. */
  url: string | null;
}
