/** Every localStorage key the app uses (SPEC §2, §4), in one place so none collide or drift. */
export const STORAGE_KEYS = {
  /** Promo code from the promo_code query; the stored value is the fallback. */
  promoCode: 'promo_code',
  /** Remembered show_popup_reg tracking flag. */
  showPopupReg: 'show_popup_reg',
  /**
   * Tracking-link parameters of the last link that carried any (JSON object with track_id,
   * publisher_id, goal_id, goal_entry_id, link_id as strings), for the registration call.
   */
  trackingParams: 'tracking_params',
  /** Where to send the browser after a social login. */
  socialAuthBackUrl: 'social_auth_back_url',
  /** The auth backend's bearer token (jwt); see src/api/auth-backend/auth-session.ts. */
  authToken: 'auth_jwt',
  /** Where to send the browser after a successful payment. */
  paymentSuccessBackUrl: 'payment_success_back_url',
  /** The last unseen-cashback id already shown (also mirrored in the server storage API). */
  alreadySeenCashbackId: 'already_seen_cashback_id',
  /** The last texts searched in the games-search dialog, newest first. */
  recentGameSearches: 'recent_game_searches',
  /** The responsible-gaming session of this browser (uid, start, balance at start, next reminder): decision record 023. */
  rgSession: 'rg_session',
} as const;

/** Prefix of the per-user "confirmation already sent" flag of the confirm-contact hint. */
export const CONFIRM_SENT_PREFIX = 'confirm_sent_';

/** The confirm_sent flag key of one user: confirmSentKey(42) -> "confirm_sent_42". */
export function confirmSentKey(uid: number | string): string {
  return `${CONFIRM_SENT_PREFIX}${uid}`;
}
