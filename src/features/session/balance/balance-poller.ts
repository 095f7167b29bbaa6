import type { BalanceUpdateSettings } from '@/api/cms/balance-update';

export interface BalancePollerOptions {
  settings: BalanceUpdateSettings;
  /** Fetches the balance (account.getBalance). */
  refresh: () => void;
  /** The clock; injectable for tests. */
  now?: () => number;
}

export interface BalancePoller {
  /** A click anywhere on the page. */
  click: () => void;
  dispose: () => void;
}

/**
 * The balance refresh of SPEC §3/§4/§9:
 * - isEnabledInterval: refresh every countSecondsForInterval seconds;
 * - isEnabledTurnOffRequests: the interval stops once countMinutesAfterWhichRequestsTurnedOff
 *   minutes passed without a click (measured on the clock, so a sleeping tab counts), and starts
 *   again with the next click;
 * - isEnabledRequestsAfterClick: refresh countSecondsForDelayBetweenClick seconds after the last
 *   click of a burst (trailing debounce).
 */
export function createBalancePoller({ settings, refresh, now = () => Date.now() }: BalancePollerOptions): BalancePoller {
  const intervalMs = Math.max(1, settings.countSecondsForInterval) * 1000;
  const debounceMs = Math.max(0, settings.countSecondsForDelayBetweenClick) * 1000;
  const turnOffMs = Math.max(0, settings.countMinutesAfterWhichRequestsTurnedOff) * 60_000;
  let lastClick = now();
  let intervalTimer: ReturnType<typeof setTimeout> | undefined;
  let clickTimer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let disposed = false;

  function tick() {
    if (disposed) return;
    if (settings.isEnabledTurnOffRequests && now() - lastClick >= turnOffMs) {
      running = false;
      return;
    }
    refresh();
    intervalTimer = setTimeout(tick, intervalMs);
  }

  function startInterval() {
    if (!settings.isEnabledInterval || running || disposed) return;
    running = true;
    intervalTimer = setTimeout(tick, intervalMs);
  }

  startInterval();
  return {
    click() {
      if (disposed) return;
      lastClick = now();
      startInterval();
      if (settings.isEnabledRequestsAfterClick) {
        clearTimeout(clickTimer);
        clickTimer = setTimeout(refresh, debounceMs);
      }
    },
    dispose() {
      disposed = true;
      clearTimeout(intervalTimer);
      clearTimeout(clickTimer);
    },
  };
}
