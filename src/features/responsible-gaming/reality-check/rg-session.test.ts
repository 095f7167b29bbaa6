import { describe, expect, it } from 'vitest';
import { acknowledgeReminder, resumeRgSession, SESSION_GAP_MS, untilSessionLimit, type RgSession } from './rg-session';

const HOUR = 3_600_000;
const stored: RgSession = { uid: 7, startedAt: 1_000, startBalance: 50, nextReminderAt: 1_000 + HOUR, lastSeenAt: 5_000 };

describe('responsible-gaming session', () => {
  it('continues the same player\'s recent session', () => {
    const session = resumeRgSession(stored, 7, 80, 6_000, HOUR);
    expect(session).toMatchObject({ startedAt: 1_000, startBalance: 50, nextReminderAt: 1_000 + HOUR, lastSeenAt: 6_000 });
  });

  it('starts a new session for another player or after a long gap', () => {
    expect(resumeRgSession(stored, 8, 80, 6_000, HOUR)).toMatchObject({ uid: 8, startedAt: 6_000, startBalance: 80, nextReminderAt: 6_000 + HOUR });
    const late = 5_000 + SESSION_GAP_MS;
    expect(resumeRgSession(stored, 7, 80, late, HOUR)).toMatchObject({ startedAt: late, startBalance: 80 });
  });

  it('schedules the next reminder one interval after the answer', () => {
    expect(acknowledgeReminder(stored, 9_000, 60_000).nextReminderAt).toBe(69_000);
  });

  it('counts down to the session time limit', () => {
    expect(untilSessionLimit(stored, 0, 2_000)).toBeNull();
    expect(untilSessionLimit(stored, 1, 31_000)).toBe(30_000);
    expect(untilSessionLimit(stored, 1, 200_000)).toBe(0);
  });
});
