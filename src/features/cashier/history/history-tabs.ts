/** The tabs of /cashier/history, chosen by `?tab=` (SPEC §2). */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;

export type HistoryTab = (typeof HISTORY_TABS)[number];

export const DEFAULT_HISTORY_TAB: HistoryTab = 'deposit';

/** Rows per "show more" step on every tab (SPEC §9 history page size). */
export const HISTORY_PAGE_SIZE = 4;

/** Transactions the deposit page lists as recent (SPEC §9). */
export const RECENT_TRANSACTIONS_COUNT = 4;

/** The tab a `?tab=` value names; missing or unknown values give the deposits tab. */
export function parseHistoryTab(value: string | null | undefined): HistoryTab {
  return HISTORY_TABS.find((tab) => tab === value) ?? DEFAULT_HISTORY_TAB;
}
