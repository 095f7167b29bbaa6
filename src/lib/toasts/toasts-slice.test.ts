import { configureStore } from '@reduxjs/toolkit';
import { dismissToast, showToast, takeToastOpenedCallback } from './toast-thunks';
import {
  allToastsDismissed,
  DEFAULT_TOAST_DURATION,
  MAX_TOASTS,
  selectToasts,
  toastAdded,
  toastsReducer,
} from './toasts-slice';

const makeStore = () => configureStore({ reducer: { toasts: toastsReducer } });

describe('toasts reducer', () => {
  it('adds toasts with defaults', () => {
    const state = toastsReducer(undefined, toastAdded({ message: 'Saved' }));
    expect(state.items[0]).toMatchObject({ kind: 'info', message: 'Saved', duration: DEFAULT_TOAST_DURATION });
    expect(state.items[0].id).toHaveLength(21);
  });

  it('keeps at most MAX_TOASTS, dropping the oldest', () => {
    let state = toastsReducer(undefined, toastAdded({ id: 'first', message: '0' }));
    for (let i = 1; i <= MAX_TOASTS; i += 1) state = toastsReducer(state, toastAdded({ message: String(i) }));
    expect(state.items).toHaveLength(MAX_TOASTS);
    expect(state.items.some((t) => t.id === 'first')).toBe(false);
    expect(toastsReducer(state, allToastsDismissed()).items).toEqual([]);
  });

  it('replaces a toast shown again with the same id', () => {
    let state = toastsReducer(undefined, toastAdded({ id: 'a', message: 'one' }));
    state = toastsReducer(state, toastAdded({ id: 'a', message: 'two' }));
    expect(state.items.map((t) => t.message)).toEqual(['two']);
  });
});

describe('toast thunks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses after 5000 ms by default', () => {
    const store = makeStore();
    store.dispatch(showToast({ kind: 'success', message: 'Done' }));
    vi.advanceTimersByTime(4999);
    expect(selectToasts(store.getState())).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('honours a custom duration and 0 as sticky', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: 'short', duration: 1000 }));
    store.dispatch(showToast({ message: 'sticky', duration: 0 }));
    vi.advanceTimersByTime(60_000);
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['sticky']);
  });

  it('dismisses by hand and cancels the timer', () => {
    const store = makeStore();
    const id = store.dispatch(showToast({ message: 'x', onOpened: () => {} }));
    store.dispatch(dismissToast(id));
    expect(selectToasts(store.getState())).toHaveLength(0);
    expect(takeToastOpenedCallback(id)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands out the onOpened callback once', () => {
    const store = makeStore();
    const onOpened = vi.fn();
    const id = store.dispatch(showToast({ message: 'x', onOpened }));
    expect(takeToastOpenedCallback(id)).toBe(onOpened);
    expect(takeToastOpenedCallback(id)).toBeUndefined();
  });
});
