import type { LoyaltyNotification } from '@/api/loyalty/loyalty.types';

/** The loyalty rows of the mock database (types only: core/schema.ts composes them, loyalty-tables.ts reads and writes them). */

/**
 * The loyalty state of the mock (decision record 022), one row per player, created on first use:
 * - points: spendable in the shop; earned: all-time points, which decide the level (a purchase
 *   never lowers a level);
 * - a real-money spin of the mock slot earns `bet in currency units x level rate` points;
 * - reaching a new level, a purchase and the QA switches queue notifications, which
 *   loyalty.getNotifications hands out once.
 */
export interface LoyaltyRow {
  points: number;
  earned: number;
  character_id: number | null;
  purchases: { product_id: number; at: number }[];
  notifications: StoredNotice[];
  /** The last notification id handed out. */
  notice_seq?: number;
}

/** A queued notification, put into words in the language of the call that takes it. */
export interface StoredNotice {
  id: number;
  trigger: string;
  type: LoyaltyNotification['type'];
  text: 'points' | 'level' | 'purchase' | 'other';
  /** points: the amount; level: the level sysname; purchase: the product id. */
  ref: number | string | null;
  amount: number | null;
  amountType: LoyaltyNotification['amountType'];
}
