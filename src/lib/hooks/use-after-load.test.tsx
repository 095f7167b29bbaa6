import { act, render } from '@testing-library/react';
import { AFTER_LOAD_DELAY_MS, resetAfterLoadForTests, useAfterLoad, whenSettled } from './use-after-load';

function Shows() {
  return <p>{useAfterLoad() ? 'settled' : 'loading'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  resetAfterLoadForTests();
});

describe('the page settling (useAfterLoad, whenSettled)', () => {
  it('settles at the visitor\'s first pointer, key, touch or scroll, and runs what waits for it once', () => {
    const run = vi.fn();
    whenSettled(run);
    const view = render(<Shows />);
    expect(view.container.textContent).toBe('loading');
    expect(run).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(view.container.textContent).toBe('settled');
    expect(run).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('keydown')));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('settles by itself some seconds after load, and runs later work at once', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenSettled(run);
    // jsdom's document has loaded; its window has no requestIdleCallback.
    act(() => void vi.advanceTimersByTime(AFTER_LOAD_DELAY_MS - 1));
    expect(run).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
