import { configureStore } from '@reduxjs/toolkit';
import { closeAllDialogs, closeDialog, enqueueDialog, openDialog } from './dialog-thunks';
import {
  allDialogsClosed,
  dialogClosed,
  dialogEnqueued,
  dialogOpened,
  dialogsReducer,
  type DialogsState,
  selectDialogQueue,
  selectDialogStack,
  selectHasOpenDialog,
  selectTopDialog,
  selectVisibleDialogs,
} from './dialogs-slice';

const makeStore = () => configureStore({ reducer: { dialogs: dialogsReducer } });
const empty: DialogsState = { stack: [], queue: [] };
const names = (list: { component: string }[]) => list.map((e) => e.component);

describe('dialogs reducer', () => {
  it('opens with defaults and a 21-character id', () => {
    const state = dialogsReducer(empty, dialogOpened({ component: 'demoMode' }));
    expect(state.stack).toHaveLength(1);
    const [entry] = state.stack;
    expect(entry).toMatchObject({ type: 'popup', component: 'demoMode', dialogProps: {}, componentProps: {} });
    expect(entry.id).toMatch(/^[\w-]{21}$/);
  });

  it('gives every dialog a unique id', () => {
    let state = empty;
    for (let i = 0; i < 50; i += 1) state = dialogsReducer(state, dialogOpened({ component: 'confirm' }));
    expect(new Set(state.stack.map((e) => e.id)).size).toBe(50);
  });

  it('stacks dialogs and closes the topmost by default', () => {
    let state = dialogsReducer(empty, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogOpened({ component: 'confirm', type: 'confirm' }));
    state = dialogsReducer(state, dialogClosed());
    expect(names(state.stack)).toEqual(['authPopup']);
  });

  it('closes a dialog by id from the middle of the stack', () => {
    let state = dialogsReducer(empty, dialogOpened({ id: 'a', component: 'authPopup' }));
    state = dialogsReducer(state, dialogOpened({ id: 'b', component: 'demoMode' }));
    state = dialogsReducer(state, dialogClosed({ id: 'a' }));
    expect(state.stack.map((e) => e.id)).toEqual(['b']);
  });

  it('ignores close of a preventClose dialog unless forced', () => {
    let state = dialogsReducer(empty, dialogOpened({ id: 'a', component: 'authPopup', dialogProps: { preventClose: true } }));
    state = dialogsReducer(state, dialogClosed({ id: 'a' }));
    expect(state.stack).toHaveLength(1);
    state = dialogsReducer(state, dialogClosed());
    expect(state.stack).toHaveLength(1);
    state = dialogsReducer(state, dialogClosed({ id: 'a', force: true }));
    expect(state.stack).toHaveLength(0);
  });

  it('opens an enqueued dialog at once when the stack is empty', () => {
    const state = dialogsReducer(empty, dialogEnqueued({ component: 'campaignPopup' }));
    expect(names(state.stack)).toEqual(['campaignPopup']);
    expect(state.queue).toEqual([]);
  });

  it('opens queued dialogs one after another once the stack empties', () => {
    let state = dialogsReducer(empty, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogEnqueued({ component: 'campaignPopup', componentProps: { n: 1 } }));
    state = dialogsReducer(state, dialogEnqueued({ component: 'unseenCashback' }));
    expect(names(state.queue)).toEqual(['campaignPopup', 'unseenCashback']);
    state = dialogsReducer(state, dialogOpened({ component: 'confirm' }));
    state = dialogsReducer(state, dialogClosed());
    expect(names(state.stack)).toEqual(['authPopup']);
    state = dialogsReducer(state, dialogClosed());
    expect(names(state.stack)).toEqual(['campaignPopup']);
    expect(names(state.queue)).toEqual(['unseenCashback']);
    state = dialogsReducer(state, dialogClosed());
    expect(names(state.stack)).toEqual(['unseenCashback']);
    state = dialogsReducer(state, dialogClosed());
    expect(state).toEqual(empty);
  });

  it('cancels a queued dialog by id', () => {
    let state = dialogsReducer(empty, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogEnqueued({ id: 'q', component: 'campaignPopup' }));
    state = dialogsReducer(state, dialogClosed({ id: 'q' }));
    expect(state.queue).toEqual([]);
    expect(state.stack).toHaveLength(1);
  });

  it('closes all closable dialogs, then opens the next queued one', () => {
    let state = dialogsReducer(empty, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogOpened({ component: 'interactivityWarning', dialogProps: { preventClose: true } }));
    state = dialogsReducer(state, dialogEnqueued({ component: 'campaignPopup' }));
    state = dialogsReducer(state, allDialogsClosed());
    expect(names(state.stack)).toEqual(['interactivityWarning']);
    state = dialogsReducer(state, allDialogsClosed({ force: true }));
    expect(names(state.stack)).toEqual(['campaignPopup']);
  });

  it('drops the queue too when asked', () => {
    let state = dialogsReducer(empty, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogEnqueued({ component: 'campaignPopup' }));
    state = dialogsReducer(state, allDialogsClosed({ includeQueue: true }));
    expect(state).toEqual(empty);
  });
});

describe('dialog selectors', () => {
  it('shows only the topmost dialog of each type, in stack order', () => {
    let state = empty;
    state = dialogsReducer(state, dialogOpened({ component: 'authPopup' }));
    state = dialogsReducer(state, dialogOpened({ component: 'gamesSearch', type: 'curtain' }));
    state = dialogsReducer(state, dialogOpened({ component: 'demoMode' }));
    state = dialogsReducer(state, dialogOpened({ component: 'confirm', type: 'confirm' }));
    const root = { dialogs: state };
    expect(names(selectVisibleDialogs(root))).toEqual(['gamesSearch', 'demoMode', 'confirm']);
    expect(selectVisibleDialogs(root)).toBe(selectVisibleDialogs(root));
    expect(selectDialogStack(root)).toHaveLength(4);
    expect(selectTopDialog(root)?.component).toBe('confirm');
    expect(selectHasOpenDialog(root)).toBe(true);
    expect(selectHasOpenDialog({ dialogs: empty })).toBe(false);
    expect(selectTopDialog({ dialogs: empty })).toBeNull();
    expect(selectDialogQueue(root)).toEqual([]);
  });
});

describe('dialog thunks', () => {
  it('resolves open() with the close result', async () => {
    const store = makeStore();
    const handle = store.dispatch(openDialog({ component: 'confirm', type: 'confirm' }));
    expect(store.getState().dialogs.stack[0].id).toBe(handle.id);
    expect(store.dispatch(closeDialog({ result: true }))).toBe(true);
    await expect(handle).resolves.toBe(true);
  });

  it('keeps a preventClose dialog and its promise pending until a forced close', async () => {
    const store = makeStore();
    const handle = store.dispatch(openDialog({ component: 'authPopup', dialogProps: { preventClose: true } }));
    let settled = false;
    void handle.then(() => (settled = true));
    expect(store.dispatch(closeDialog({ id: handle.id }))).toBe(false);
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(store.dispatch(closeDialog({ id: handle.id, force: true, result: 'done' }))).toBe(true);
    await expect(handle).resolves.toBe('done');
  });

  it('resolves with undefined when closed by closeAll, including queued ones dropped', async () => {
    const store = makeStore();
    const first = store.dispatch(openDialog({ component: 'authPopup' }));
    const queued = store.dispatch(enqueueDialog({ component: 'campaignPopup', componentProps: { sysname: 'welcome' } }));
    store.dispatch(closeAllDialogs({ includeQueue: true }));
    await expect(first).resolves.toBeUndefined();
    await expect(queued).resolves.toBeUndefined();
    expect(selectHasOpenDialog(store.getState())).toBe(false);
  });

  it('resolves a queued dialog only when it is itself closed', async () => {
    const store = makeStore();
    const first = store.dispatch(openDialog({ component: 'authPopup' }));
    const queued = store.dispatch(enqueueDialog({ component: 'campaignPopup', componentProps: { sysname: 'welcome' } }));
    store.dispatch(closeDialog({ result: 1 }));
    await expect(first).resolves.toBe(1);
    expect(store.getState().dialogs.stack[0].id).toBe(queued.id);
    store.dispatch(closeDialog({ id: queued.id, result: 2 }));
    await expect(queued).resolves.toBe(2);
  });

  it('settles a dialog removed by a plain action at the next close', async () => {
    const store = makeStore();
    const stray = store.dispatch(openDialog({ component: 'demoMode' }));
    store.dispatch(dialogClosed({ id: stray.id }));
    const other = store.dispatch(openDialog({ component: 'confirm' }));
    store.dispatch(closeDialog({ id: other.id, result: 'x' }));
    await expect(stray).resolves.toBeUndefined();
    await expect(other).resolves.toBe('x');
  });

  it('returns false when there is nothing to close', () => {
    const store = makeStore();
    expect(store.dispatch(closeDialog())).toBe(false);
    expect(store.dispatch(closeDialog({ id: 'nope' }))).toBe(false);
  });
});
