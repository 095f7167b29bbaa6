import { type BalanceUpdateSettings, DEFAULT_BALANCE_UPDATE } from '@/api/cms/balance-update';
import { createBalancePoller } from './balance-poller';
import { isGamePath } from './is-game-path';

function setup(overrides: Partial<BalanceUpdateSettings>) {
  const refresh = vi.fn();
  const poller = createBalancePoller({ settings: { ...DEFAULT_BALANCE_UPDATE, ...overrides }, refresh });
  return { refresh, poller };
}

describe('balance poller (SPEC §3, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing with the SPEC defaults (interval and after-click off)', () => {
    const { refresh, poller } = setup({});
    poller.click();
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes every countSecondsForInterval seconds', () => {
    const { refresh } = setup({ isEnabledInterval: true });
    vi.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops after 5 minutes without a click and starts again with the next click', () => {
    const { refresh, poller } = setup({ isEnabledInterval: true });
    vi.advanceTimersByTime(5 * 60_000);
    // Ticks at 10 s ... 290 s; the tick at 300 s finds 5 minutes without a click.
    expect(refresh).toHaveBeenCalledTimes(29);
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(29);
    poller.click();
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(30);
  });

  it('keeps the interval going while the player clicks', () => {
    const { refresh, poller } = setup({ isEnabledInterval: true });
    for (let minute = 0; minute < 10; minute += 1) {
      vi.advanceTimersByTime(60_000);
      poller.click();
    }
    expect(refresh).toHaveBeenCalledTimes(60);
  });

  it('never turns off when isEnabledTurnOffRequests is false', () => {
    const { refresh } = setup({ isEnabledInterval: true, isEnabledTurnOffRequests: false });
    vi.advanceTimersByTime(30 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(180);
  });

  it('refreshes once, 1 s after the last click of a burst (debounce)', () => {
    const { refresh, poller } = setup({ isEnabledRequestsAfterClick: true });
    poller.click();
    vi.advanceTimersByTime(500);
    poller.click();
    vi.advanceTimersByTime(500);
    poller.click();
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops everything on dispose', () => {
    const { refresh, poller } = setup({ isEnabledInterval: true, isEnabledRequestsAfterClick: true });
    poller.click();
    poller.dispose();
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('isGamePath', () => {
  it('matches a game segment in any locale and the gamePage handle, not the hall', () => {
    expect(isGamePath('/game/book-of-ra')).toBe(true);
    expect(isGamePath('/en/game/book-of-ra')).toBe(true);
    expect(isGamePath('/gamehall')).toBe(false);
    expect(isGamePath('/en/tournaments/1/gamehall')).toBe(false);
    expect(isGamePath('/en/x', [undefined, { name: 'x', gamePage: true }])).toBe(true);
    expect(isGamePath('/en/x', [null, { name: 'x' }])).toBe(false);
  });
});
