import { readJson, removeKey, writeJson } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/**
 * The player's gaming session in this browser, for the reality check and the session time limit:
 * when it started, the main balance then (the net result is the change
 * since), and when the next reminder is due. A new session starts when another player signs in or
 * after SESSION_GAP_MS without the site open.
 */
export interface RgSession {
  uid: number;
  startedAt: number;
  startBalance: number;
  nextReminderAt: number;
  lastSeenAt: number;
}

/** Half an hour away from the site ends a session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

function isSession(value: unknown): value is RgSession {
  const row = value as Partial<RgSession> | null;
  return (
    !!row &&
    typeof row.uid === 'number' &&
    typeof row.startedAt === 'number' &&
    typeof row.startBalance === 'number' &&
    typeof row.nextReminderAt === 'number' &&
    typeof row.lastSeenAt === 'number'
  );
}

export function readRgSession(): RgSession | null {
  const stored = readJson<unknown>(STORAGE_KEYS.rgSession, null);
  return isSession(stored) ? stored : null;
}

export function saveRgSession(session: RgSession): void {
  writeJson(STORAGE_KEYS.rgSession, session);
}

export function clearRgSession(): void {
  removeKey(STORAGE_KEYS.rgSession);
}

/**
 * The session to continue for `uid` at `now`: the stored one when it is this player's and recent,
 * else a new one starting now with `balance`. The first reminder comes `intervalMs` after the start.
 */
export function resumeRgSession(stored: RgSession | null, uid: number, balance: number, now: number, intervalMs: number): RgSession {
  if (stored && stored.uid === uid && now - stored.lastSeenAt < SESSION_GAP_MS) return { ...stored, lastSeenAt: now };
  return { uid, startedAt: now, startBalance: balance, nextReminderAt: now + intervalMs, lastSeenAt: now };
}

/** After the player answered "continue": the next reminder one interval from now. */
export function acknowledgeReminder(session: RgSession, now: number, intervalMs: number): RgSession {
  return { ...session, nextReminderAt: now + intervalMs, lastSeenAt: now };
}

/** Milliseconds until the session time limit is reached (0 when passed), or null without a limit. */
export function untilSessionLimit(session: RgSession, limitMinutes: number, now: number): number | null {
  if (limitMinutes <= 0) return null;
  return Math.max(0, session.startedAt + limitMinutes * 60_000 - now);
}
