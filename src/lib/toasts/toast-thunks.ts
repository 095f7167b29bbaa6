import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toastAdded, toastDismissed, type ToastParams, type ToastsRootState } from './toasts-slice';

export type ToastsThunk<R> = (dispatch: Dispatch<UnknownAction>, getState: () => ToastsRootState) => R;

export type ShowToastParams = ToastParams & {
  /** Called once when the host first shows the toast (e.g. to play a sound). */
  onOpened?: () => void;
};

// Functions and timer handles are not serializable, so they wait here, keyed by toast id.
const openedCallbacks = new Map<string, () => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function forget(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  openedCallbacks.delete(id);
}

/** Shows a toast and dismisses it after its duration (default 5000 ms; 0 = until dismissed). Returns its id. */
export function showToast({ onOpened, ...params }: ShowToastParams): ToastsThunk<string> {
  return (dispatch) => {
    const action = toastAdded(params);
    const { id, duration } = action.payload;
    forget(id);
    if (onOpened) openedCallbacks.set(id, onOpened);
    dispatch(action);
    if (duration > 0) {
      timers.set(
        id,
        setTimeout(() => {
          forget(id);
          dispatch(toastDismissed(id));
        }, duration),
      );
    }
    return id;
  };
}

/** Removes a toast now and cancels its timer. */
export function dismissToast(id: string): ToastsThunk<void> {
  return (dispatch) => {
    forget(id);
    dispatch(toastDismissed(id));
  };
}

/** Hands the onOpened callback of a toast to the host, once; undefined when there is none. */
export function takeToastOpenedCallback(id: string): (() => void) | undefined {
  const callback = openedCallbacks.get(id);
  openedCallbacks.delete(id);
  return callback;
}
