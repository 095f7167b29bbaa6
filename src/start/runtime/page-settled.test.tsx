import { act, render } from '@testing-library/react';
import { AFTER_INPUT_DELAY_MS, PAGE_SETTLED_DELAY_MS, resetPageSettledForTests, usePageSettled, whenPageSettled } from './page-settled';

function Shows() {
  return <p>{usePageSettled() ? 'settled' : 'loading'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  resetPageSettledForTests();
});

describe('the page settling (usePageSettled, whenPageSettled)', () => {
  it('settles a second after the visitor\'s first pointer, key, touch or scroll, and runs what waits for it once', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenPageSettled(run);
    const view = render(<Shows />);
    expect(view.container.textContent).toBe('loading');
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    // The input's own answer goes first: nothing deferred starts in the same task.
    expect(view.container.textContent).toBe('loading');
    expect(run).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(AFTER_INPUT_DELAY_MS - 1));
    act(() => void window.dispatchEvent(new Event('keydown')));
    expect(run).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(view.container.textContent).toBe('settled');
    expect(run).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('keydown')));
    act(() => void vi.advanceTimersByTime(PAGE_SETTLED_DELAY_MS));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('settles by itself some seconds after load, and runs later work at once', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenPageSettled(run);
    // jsdom's document has loaded; its window has no requestIdleCallback.
    act(() => void vi.advanceTimersByTime(PAGE_SETTLED_DELAY_MS - 1));
    expect(run).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenPageSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('after the test reset, a wait that an earlier start left behind does not settle the page', () => {
    vi.useFakeTimers();
    whenPageSettled(() => {});
    act(() => void vi.advanceTimersByTime(PAGE_SETTLED_DELAY_MS / 2));
    resetPageSettledForTests();
    const run = vi.fn();
    const view = render(<Shows />);
    whenPageSettled(run);
    act(() => void vi.advanceTimersByTime(PAGE_SETTLED_DELAY_MS - 1));
    expect(view.container.textContent).toBe('loading');
    expect(run).not.toHaveBeenCalled();
  });
});
