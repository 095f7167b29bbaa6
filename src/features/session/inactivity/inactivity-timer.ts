import { WARNING_RATIO } from '../session-constants';

export interface InactivityTimerOptions {
  /** time_to_force_logout in milliseconds. */
  timeoutMs: number;
  /** Default WARNING_RATIO (0.8). */
  warningRatio?: number;
  /** The clock; injectable for tests. */
  now?: () => number;
  /** The warning time is reached; `deadline` is the epoch ms of the forced sign-out. */
  onWarn: (deadline: number) => void;
  /** The player acted while the warning was up. */
  onResume: () => void;
  /** The force-logout time is reached (called once). */
  onExpire: () => void;
}

export interface InactivityTimer {
  /** A keydown, click, scroll or route change: starts the period again (or expires when it is already over). */
  activity: () => void;
  /** Re-reads the clock now (e.g. when a sleeping tab becomes visible again). */
  check: () => void;
  /** Stops every timer; no callback fires afterwards. */
  dispose: () => void;
  /** Epoch ms of the forced sign-out for the current period. */
  deadline: () => number;
}

// setTimeout overflows above 2^31-1 ms (about 24.8 days) and fires at once.
const MAX_DELAY = 2_147_483_647;

/**
 * The inactivity clock of SPEC §4. It works from timestamps, not from counted ticks: a timer only
 * wakes it up, and every decision compares Date.now() with the last activity. A tab that slept
 * past the deadline (timers throttled or frozen) therefore signs out on its first wake-up, and a
 * click after such a sleep cannot revive the session.
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const { timeoutMs, warningRatio = WARNING_RATIO, now = () => Date.now(), onWarn, onResume, onExpire } = options;
  let lastActivity = now();
  let warned = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const warnAt = () => lastActivity + timeoutMs * warningRatio;
  const logoutAt = () => lastActivity + timeoutMs;

  function schedule() {
    clearTimeout(timer);
    if (done) return;
    const next = warned ? logoutAt() : warnAt();
    timer = setTimeout(check, Math.min(MAX_DELAY, Math.max(0, next - now())));
  }

  function expire() {
    done = true;
    clearTimeout(timer);
    onExpire();
  }

  function check() {
    if (done) return;
    const time = now();
    if (time >= logoutAt()) {
      expire();
      return;
    }
    if (time >= warnAt() && !warned) {
      warned = true;
      onWarn(logoutAt());
    }
    schedule();
  }

  function activity() {
    if (done) return;
    if (now() >= logoutAt()) {
      expire();
      return;
    }
    lastActivity = now();
    if (warned) {
      warned = false;
      onResume();
    }
    schedule();
  }

  schedule();
  return {
    activity,
    check,
    dispose() {
      done = true;
      clearTimeout(timer);
    },
    deadline: logoutAt,
  };
}
