import type { Money } from '../account/account.types';

/** SPEC §3: a bonus is for the casino or for betting (bettingBonuses.* serves the betting ones). */
export type BonusType = 'betting' | 'casino';

/**
 * Where a bonus stands: `available` waits for the player to activate it, `active` is being wagered,
 * `wagered` was turned into real money, `expired` ran out of time, `cancelled` was removed or
 * deactivated (bonuses.remove / bonuses.deactivate of SPEC §7).
 */
export type BonusStatus = 'available' | 'active' | 'wagered' | 'expired' | 'cancelled';

/** @internal shared with the mock backend, which reads the same contract */
export const BONUS_STATUSES: readonly BonusStatus[] = ['available', 'active', 'wagered', 'expired', 'cancelled'];

/**
 * Wagering of a bonus in the bonus currency: the turnover starts at `min`, must reach `max`, and
 * stands at `current` (SPEC §9 "progress percentage is computed from min, max and current").
 */
export interface BonusWager {
  min: number;
  max: number;
  current: number;
}

/** One bonus of the signed-in player (SPEC §3 Bonus: id, type, status; plus what a list shows). */
export interface Bonus {
  id: number;
  type: BonusType;
  status: BonusStatus;
  /** The bonus's name in the request's language. */
  name: string;
  amount: Money;
  wager: BonusWager;
  /** Unix seconds. */
  created_at: number;
  /** Unix seconds; null: it does not expire. */
  expires_at: number | null;
  /** CMS HTML about the bonus (terms); shown only through SafeHtml. */
  description?: string;
}

/** bonuses.get parameters (SPEC §7). */
export interface BonusesParams {
  offset?: number;
  count?: number;
  /** Only these statuses (sent comma-separated as `status`, SPEC §7); all when left out. */
  status?: BonusStatus[];
}
