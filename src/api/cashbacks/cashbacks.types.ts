import type { Money } from '../account/account.types';

/** SPEC §3: a cashback is `active` (waiting to be taken) or `paid_out`. */
export type CashbackStatus = 'active' | 'paid_out';

/** @internal shared with the mock backend, which reads the same contract */
export const CASHBACK_STATUSES: readonly CashbackStatus[] = ['active', 'paid_out'];

/** What cashbacks.get can sort by. */
export type CashbackSort = 'created_at' | 'end_date' | 'id';

/** @internal shared with the mock backend, which reads the same contract */
export const CASHBACK_SORTS: readonly CashbackSort[] = ['created_at', 'end_date', 'id'];

/** Optional blocks cashbacks.get adds when `fields` names them. */
export type CashbackField = 'description';

/** @internal shared with the mock backend, which reads the same contract */
export const CASHBACK_FIELDS: readonly CashbackField[] = ['description'];

/** The programme a cashback came from, in the request's language (with `fields=description`). */
export interface CashbackDescription {
  title: string;
  /** The share of net losses it returns, in percent. */
  percent: number;
}

/** One cashback of the signed-in player (SPEC §3 Cashback). All times are unix seconds. */
export interface Cashback {
  id: number;
  status: CashbackStatus;
  amount: Money;
  created_at: number;
  /** The end of the period it was counted over. */
  end_date: number;
  /** An active cashback can be taken until then; null: no deadline. */
  receiving_expired_at: number | null;
  /** When it was paid out; null while active. */
  paid_out_at: number | null;
  description?: CashbackDescription;
}

/** cashbacks.get parameters (SPEC §7: count, sort, order, statuses, fields, offset). */
export interface CashbacksParams {
  offset?: number;
  count?: number;
  sort?: CashbackSort;
  order?: 'asc' | 'desc';
  /** Only these statuses (sent comma-separated); all when left out. */
  statuses?: CashbackStatus[];
  fields?: CashbackField[];
}
