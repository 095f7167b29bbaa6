import type { Cashback } from '@/api/cashbacks/cashbacks.types';

/** The storage key (server storage namespace and local storage alike) of the last cashback shown. */
export const ALREADY_SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

/** cashbacks.get arguments of "the latest cashback" (shared by the watcher and the dialog: one cache entry). */
export const LATEST_CASHBACK_ARGS = { count: 1, sort: 'created_at', order: 'desc', fields: ['description'] } as const;

/**
 * SPEC §4 unseen cashback: the latest cashback is shown when it is active, or paid out without a
 * receiving expiry, and its id is not the stored already_seen_cashback_id (the id check applies to
 * both, so a cashback shows once).
 */
export function shouldShowCashback(latest: Pick<Cashback, 'id' | 'status' | 'receiving_expired_at'> | undefined, seenId: string | null | undefined): boolean {
  if (!latest) return false;
  if (seenId !== null && seenId !== undefined && seenId.trim() === String(latest.id)) return false;
  return latest.status === 'active' || (latest.status === 'paid_out' && latest.receiving_expired_at === null);
}
