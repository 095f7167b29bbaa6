import { act, renderHook } from '@testing-library/react';
import { usePressLock } from './use-press-lock';

/** A promise and the function that settles it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('usePressLock', () => {
  it('refuses a second press of the same item before anything has rendered', async () => {
    const { result } = renderHook(() => usePressLock<number>());
    const first = deferred();
    const flow = vi.fn(() => first.promise);
    let second: Promise<void> | null = null;
    act(() => {
      void result.current.run(1, flow);
      second = result.current.run(1, flow);
    });
    expect(second).toBeNull();
    expect(flow).toHaveBeenCalledTimes(1);
    expect(result.current.isBusy(1)).toBe(true);
    await act(async () => {
      first.resolve();
      await first.promise;
    });
    expect(result.current.isBusy(1)).toBe(false);
    expect(result.current.run(1, () => Promise.resolve())).not.toBeNull();
  });

  it('holds each item on its own: one finishing keeps the other busy', async () => {
    const { result } = renderHook(() => usePressLock<number>());
    const a = deferred();
    const b = deferred();
    act(() => {
      void result.current.run(1, () => a.promise);
      void result.current.run(2, () => b.promise);
    });
    await act(async () => {
      b.resolve();
      await b.promise;
    });
    expect(result.current.isBusy(2)).toBe(false);
    expect(result.current.isBusy(1)).toBe(true);
    await act(async () => {
      a.resolve();
      await a.promise;
    });
    expect(result.current.isBusy(1)).toBe(false);
  });

  it('frees the item when the flow fails, and passes the failure on', async () => {
    const { result } = renderHook(() => usePressLock<string>());
    let pending: Promise<unknown> | null = null;
    act(() => {
      pending = result.current.run('x', () => Promise.reject(new Error('boom')));
    });
    await act(async () => {
      await expect(pending).rejects.toThrow('boom');
    });
    expect(result.current.isBusy('x')).toBe(false);
  });
});
