import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';

/** SPEC §9: a toast stays 5 seconds unless told otherwise. */
export const DEFAULT_TOAST_DURATION = 5000;
/** Older toasts give way beyond this many, so a burst of errors cannot cover the page. */
export const MAX_TOASTS = 5;

/** One serializable toast (SPEC §3 "Toast entry"); onOpened callbacks live in toast-thunks.ts. */
export interface ToastEntry {
  id: string;
  kind: ToastKind;
  /** Already translated text. */
  message?: string;
  /** A translation key ("ns:key" or a key of the ui namespace), translated when rendered. */
  messageKey?: string;
  /** Interpolation values for messageKey. */
  values?: Record<string, string | number>;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. */
  duration: number;
  /** Name of a custom body in the toast host's `components` prop. */
  component?: string;
  /** Props for the custom body; keep them serializable. */
  componentProps?: Record<string, unknown>;
}

export type ToastParams = Omit<ToastEntry, 'id' | 'kind' | 'duration'> & {
  id?: string;
  /** Default 'info'. */
  kind?: ToastKind;
  /** Default DEFAULT_TOAST_DURATION. */
  duration?: number;
};

export interface ToastsState {
  /** Oldest first. */
  items: ToastEntry[];
}

/** The part of the root state this slice needs; the app mounts the reducer under `toasts`. */
export interface ToastsRootState {
  toasts: ToastsState;
}

export function createToastEntry({ id, kind, duration, ...rest }: ToastParams): ToastEntry {
  return { ...rest, id: id ?? nanoid(), kind: kind ?? 'info', duration: duration ?? DEFAULT_TOAST_DURATION };
}

const initialState: ToastsState = { items: [] };

/** The slice itself, for `combineSlices`; mounts under `toasts`. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<ToastEntry>) {
        state.items = state.items.filter((toast) => toast.id !== action.payload.id);
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      prepare: (params: ToastParams) => ({ payload: createToastEntry(params) }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
    allToastsDismissed(state) {
      state.items = [];
    },
  },
});

/** Plain actions; prefer showToast / dismissToast of toast-thunks.ts, which run the timers. */
export const { toastAdded, toastDismissed, allToastsDismissed } = toastsSlice.actions;
/** @internal a seam for tests */
export const toastsReducer = toastsSlice.reducer;

export const selectToasts = (state: ToastsRootState) => state.toasts.items;
