import { renderHook } from '@testing-library/react';
import { useLatch } from './use-latch';

describe('useLatch', () => {
  it('is false until wanted, then stays true', () => {
    const { result, rerender } = renderHook(({ want }) => useLatch(want), { initialProps: { want: false } });
    expect(result.current).toBe(false);
    rerender({ want: true });
    expect(result.current).toBe(true);
    rerender({ want: false });
    expect(result.current).toBe(true);
  });
});
