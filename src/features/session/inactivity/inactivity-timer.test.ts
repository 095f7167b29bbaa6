import { createInactivityTimer } from './inactivity-timer';

describe('inactivity timer (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  function setup(timeoutMs = 100_000) {
    const events: string[] = [];
    const timer = createInactivityTimer({
      timeoutMs,
      onWarn: (deadline) => events.push(`warn:${deadline - Date.now()}`),
      onResume: () => events.push('resume'),
      onExpire: () => events.push('expire'),
    });
    return { events, timer };
  }

  it('warns at 80% with the deadline 20% ahead, and expires at 100%', () => {
    const { events } = setup();
    vi.advanceTimersByTime(79_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn:20000']);
    vi.advanceTimersByTime(19_999);
    expect(events).toEqual(['warn:20000']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn:20000', 'expire']);
    vi.advanceTimersByTime(500_000);
    expect(events).toHaveLength(2);
  });

  it('starts again on activity, and resumes from the warning', () => {
    const { events, timer } = setup();
    vi.advanceTimersByTime(70_000);
    timer.activity();
    vi.advanceTimersByTime(70_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['warn:20000']);
    timer.activity();
    expect(events).toEqual(['warn:20000', 'resume']);
    vi.advanceTimersByTime(79_999);
    expect(events).toEqual(['warn:20000', 'resume']);
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('warn:20000');
  });

  it('uses the clock, not counted ticks: a tab that slept past the deadline signs out on wake-up', () => {
    const { events, timer } = setup();
    // The tab sleeps: the clock jumps, no timer has run yet.
    vi.setSystemTime(Date.now() + 150_000);
    timer.activity();
    expect(events).toEqual(['expire']);
  });

  it('check() after a sleep between the warning and the deadline shows the warning with the real remaining time', () => {
    const { events, timer } = setup();
    vi.setSystemTime(Date.now() + 90_000);
    timer.check();
    expect(events).toEqual(['warn:10000']);
  });

  it('fires nothing after dispose', () => {
    const { events, timer } = setup();
    timer.dispose();
    vi.advanceTimersByTime(200_000);
    timer.activity();
    expect(events).toEqual([]);
  });
});
