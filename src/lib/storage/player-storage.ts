import { readString, removeKey } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The localStorage keys that hold one player's data: the games searched, the responsible-gaming
 * session (player id, start, balance), the last cashback shown (the server's storage keeps the
 * player's own copy). On a shared device the next person must not find them, so they go when the
 * player leaves (use-player-traces-reset.ts). The auth backend token goes with its session
 * (src/api/auth-backend/auth-session.ts). The rest belongs to the device (language, tracking link,
 * promo code), to one navigation (back urls), or to each player by design (`confirm_sent_<uid>`:
 * the confirm-contact hint stays hidden for that player across sign-ins).
 */
export const PLAYER_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.recentGameSearches, STORAGE_KEYS.rgSession, STORAGE_KEYS.alreadySeenCashbackId];

/** Removes every player key; returns the keys that were there. */
export function clearPlayerStorage(): string[] {
  const present = PLAYER_STORAGE_KEYS.filter((key) => readString(key) !== null);
  for (const key of PLAYER_STORAGE_KEYS) removeKey(key);
  return present;
}
