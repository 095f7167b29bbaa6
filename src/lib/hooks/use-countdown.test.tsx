import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('gives the milliseconds left, read again as each whole second passes', () => {
    const { result } = renderHook(() => useCountdown(1_002_500));
    expect(result.current).toBe(2_500);
    advance(499);
    expect(result.current).toBe(2_500);
    advance(1);
    expect(result.current).toBe(2_000);
    advance(1_000);
    expect(result.current).toBe(1_000);
    advance(1_000);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 for a deadline that has passed, without a timer', () => {
    const { result } = renderHook(() => useCountdown(999_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock again when the deadline changes', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), { initialProps: { deadline: 0 } });
    expect(result.current).toBe(0);
    advance(5_000);
    rerender({ deadline: 1_035_000 });
    expect(result.current).toBe(30_000);
  });
});
