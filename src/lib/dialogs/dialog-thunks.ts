import type { Dispatch, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { DialogName, DialogResultOf } from './dialog-contracts';
import type { DialogEntry, OpenDialogParams } from './dialog-types';
import {
  allDialogsClosed,
  type CloseAllDialogsPayload,
  dialogClosed,
  dialogEnqueued,
  dialogOpened,
  type DialogsRootState,
  isDialogPending,
  selectTopDialog,
} from './dialogs-slice';

/** A thunk over the dialogs part of the state; works with any store that mounts dialogsReducer. */
export type DialogsThunk<R> = (dispatch: Dispatch<UnknownAction>, getState: () => DialogsRootState) => R;

/** The promise of an opened dialog (resolves with its close result) plus its id, to close it from outside. */
export type DialogHandle<R> = Promise<R | undefined> & { id: string };

export interface CloseDialogParams<R = unknown> {
  /** Default: the topmost open dialog. */
  id?: string;
  /** Close it even when it has preventClose. */
  force?: boolean;
  /** What the open() promise resolves with. */
  result?: R;
}

// Promises cannot live in the serializable state, so their resolvers wait here, keyed by dialog id.
const resolvers = new Map<string, (result: unknown) => void>();

/** Resolves every waiting promise whose dialog is gone from the state (closed by any action). */
function settleGone(state: DialogsRootState, resultFor?: { id: string; result: unknown }) {
  for (const [id, resolve] of resolvers) {
    if (isDialogPending(state, id)) continue;
    resolvers.delete(id);
    resolve(resultFor?.id === id ? resultFor.result : undefined);
  }
}

function register<R>(dispatch: Dispatch<UnknownAction>, action: PayloadAction<DialogEntry>): DialogHandle<R> {
  const { id } = action.payload;
  const promise = new Promise<R | undefined>((resolve) => {
    resolvers.set(id, resolve as (result: unknown) => void);
  });
  dispatch(action);
  return Object.assign(promise, { id });
}

/** Opens a dialog on top of the stack; the handle resolves with its contract's result (undefined when dismissed). */
export function openDialog<N extends DialogName>(params: OpenDialogParams<N>): DialogsThunk<DialogHandle<DialogResultOf<N>>> {
  return (dispatch) => register<DialogResultOf<N>>(dispatch, dialogOpened(params));
}

/** Opens a dialog once the stack is empty, after the dialogs queued before it. */
export function enqueueDialog<N extends DialogName>(params: OpenDialogParams<N>): DialogsThunk<DialogHandle<DialogResultOf<N>>> {
  return (dispatch) => register<DialogResultOf<N>>(dispatch, dialogEnqueued(params));
}

/** Closes one dialog (default the topmost); a preventClose dialog needs force. Returns whether it closed. */
export function closeDialog<R = unknown>(params: CloseDialogParams<R> = {}): DialogsThunk<boolean> {
  return (dispatch, getState) => {
    const id = params.id ?? selectTopDialog(getState())?.id;
    if (id === undefined || !isDialogPending(getState(), id)) return false;
    dispatch(dialogClosed({ id, force: params.force }));
    const state = getState();
    const closed = !isDialogPending(state, id);
    settleGone(state, closed ? { id, result: params.result } : undefined);
    return closed;
  };
}

/**
 * Closes every open dialog (preventClose ones only with force); their promises resolve with undefined.
 * @internal a seam for tests
 */
export function closeAllDialogs(params: CloseAllDialogsPayload = {}): DialogsThunk<void> {
  return (dispatch, getState) => {
    dispatch(allDialogsClosed(params));
    settleGone(getState());
  };
}
