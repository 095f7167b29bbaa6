import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { AnyOpenDialogParams, DialogEntry } from './dialog-types';

/**
 * The dialog stack of SPEC §4. Only serializable descriptions live here; the components come
 * from the registry in app/dialogs and the open() promises from dialog-thunks.ts.
 * Invariant: the queue is non-empty only while the stack is non-empty.
 */
export interface DialogsState {
  /** Open dialogs, bottom first. */
  stack: DialogEntry[];
  /** Dialogs waiting for the stack to empty, next first. */
  queue: DialogEntry[];
}

/** The part of the root state this slice needs; the app mounts the reducer under `dialogs`. */
export interface DialogsRootState {
  dialogs: DialogsState;
}

export interface CloseDialogPayload {
  /** Which dialog (open or queued); default the topmost open one. */
  id?: string;
  /** Close it even when it has preventClose. */
  force?: boolean;
}

export interface CloseAllDialogsPayload {
  /** Also close preventClose dialogs. */
  force?: boolean;
  /** Also drop the queue; otherwise the next queued dialog opens once the stack is empty. */
  includeQueue?: boolean;
}

const initialState: DialogsState = { stack: [], queue: [] };

/** Builds a stack entry; ids are nanoid()s (21 characters, SPEC §9). */
export function createDialogEntry(params: AnyOpenDialogParams & { id?: string }): DialogEntry {
  return {
    id: params.id ?? nanoid(),
    type: params.type ?? 'popup',
    component: params.component,
    dialogProps: { ...params.dialogProps },
    componentProps: { ...params.componentProps },
  };
}

const prepareEntry = (params: AnyOpenDialogParams & { id?: string }) => ({ payload: createDialogEntry(params) });

const canClose = (entry: DialogEntry, force: boolean | undefined) => force === true || !entry.dialogProps.preventClose;

function promoteQueued(state: DialogsState) {
  const next = state.stack.length === 0 ? state.queue.shift() : undefined;
  if (next) state.stack.push(next);
}

/** The slice itself, for `combineSlices`; mounts under `dialogs`. */
export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    dialogOpened: {
      reducer(state, action: PayloadAction<DialogEntry>) {
        state.stack.push(action.payload);
      },
      prepare: prepareEntry,
    },
    dialogEnqueued: {
      reducer(state, action: PayloadAction<DialogEntry>) {
        if (state.stack.length === 0) state.stack.push(action.payload);
        else state.queue.push(action.payload);
      },
      prepare: prepareEntry,
    },
    dialogClosed(state, action: PayloadAction<CloseDialogPayload | undefined>) {
      const { id, force } = action.payload ?? {};
      const targetId = id ?? state.stack.at(-1)?.id;
      for (const list of [state.stack, state.queue]) {
        const index = list.findIndex((entry) => entry.id === targetId);
        if (index === -1) continue;
        if (canClose(list[index], force)) list.splice(index, 1);
        break;
      }
      promoteQueued(state);
    },
    allDialogsClosed(state, action: PayloadAction<CloseAllDialogsPayload | undefined>) {
      const { force, includeQueue } = action.payload ?? {};
      state.stack = state.stack.filter((entry) => !canClose(entry, force));
      if (includeQueue) state.queue = state.queue.filter((entry) => !canClose(entry, force));
      promoteQueued(state);
    },
  },
});

/** Plain actions; prefer the thunks of dialog-thunks.ts, which also settle the open() promises. */
export const { dialogOpened, dialogEnqueued, dialogClosed, allDialogsClosed } = dialogsSlice.actions;
/** @internal a seam for tests */
export const dialogsReducer = dialogsSlice.reducer;

export const selectDialogStack = (state: DialogsRootState) => state.dialogs.stack;
/** @internal a seam for tests */
export const selectDialogQueue = (state: DialogsRootState) => state.dialogs.queue;
export const selectHasOpenDialog = (state: DialogsRootState) => state.dialogs.stack.length > 0;
export const selectTopDialog = (state: DialogsRootState): DialogEntry | null => state.dialogs.stack.at(-1) ?? null;

/** The topmost dialog of each type, in stack order (SPEC §4: lower ones of the same type are hidden). */
export const selectVisibleDialogs = createSelector([selectDialogStack], (stack) =>
  stack.filter((entry, index) => !stack.slice(index + 1).some((above) => above.type === entry.type)),
);

/** True when the dialog is open or waiting in the queue. */
export function isDialogPending(state: DialogsRootState, id: string): boolean {
  return state.dialogs.stack.some((e) => e.id === id) || state.dialogs.queue.some((e) => e.id === id);
}
