import { db } from '../core/db';
import type { ProfileStateRow } from './profile-rows';

/**
 * The profile area in the mock database (decision record 021): what the player has asked for and
 * not yet confirmed. Optional in MockDb, created on first use. Profile data, contacts, the password
 * and the two-factor flag live on the account row itself (mocks/core/schema.ts).
 */

/** The code every mock contact confirmation and two-factor change accepts. */
export const PROFILE_MOCK_CODE = '123456';
/** Seconds before another two-factor change may be requested (answered as resend_time). */
export const TWO_FACTOR_CHANGE_RESEND_SECONDS = 30;
/** How long the code of a two-factor change stays valid. */
export const TWO_FACTOR_CHANGE_TTL_MS = 5 * 60_000;

export function profileStatesTable(): Record<number, ProfileStateRow> {
  const tables = db();
  tables.profileStates ??= {};
  return tables.profileStates;
}

export function profileStateOf(uid: number): ProfileStateRow {
  const table = profileStatesTable();
  table[uid] ??= { twoFactor: null };
  return table[uid];
}

/** A stable, readable Base32 secret for the authenticator app (mock only; a real server makes a random one). */
export function mockTwoFactorSecret(uid: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let seed = (uid * 2654435761) >>> 0;
  let secret = '';
  for (let i = 0; i < 16; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    secret += alphabet[(seed >>> 16) % 32];
  }
  return secret;
}
