import { configureStore } from '@reduxjs/toolkit';
import { closeDialog, openDialog } from './dialog-thunks';
import { dialogsSlice } from './dialogs-slice';

const makeStore = () => configureStore({ reducer: { dialogs: dialogsSlice.reducer } });

describe('dialog contracts', () => {
  it('types the result of the promise by the dialog', async () => {
    const store = makeStore();
    const handle = store.dispatch(openDialog({ component: 'demoMode', componentProps: { gameName: 'Star Crash' } }));
    store.dispatch(closeDialog({ result: 'demo' }));
    const result: 'real' | 'signUp' | 'demo' | undefined = await handle;
    expect(result).toBe('demo');
  });

  it('does not compile wrong props, missing required props, or a wrong result', () => {
    // Each call only builds a thunk; nothing is dispatched. The checks are the @ts-expect-error
    // lines: `npm run typecheck` fails if any of these ever compiles.
    const thunks = [
      // @ts-expect-error an unknown mode of the auth popup
      openDialog({ component: 'authPopup', componentProps: { mode: 'nope' } }),
      // @ts-expect-error a prop the demo-mode dialog does not take
      openDialog({ component: 'demoMode', componentProps: { label: 'x' } }),
      // @ts-expect-error the campaign popup needs its sysname
      openDialog({ component: 'campaignPopup' }),
      // @ts-expect-error not a dialog
      openDialog({ component: 'noSuchDialog' }),
      openDialog({ component: 'authPopup', componentProps: { mode: 'signUp' } }),
      openDialog({ component: 'gamesSearch' }),
    ];
    expect(thunks.every((thunk) => typeof thunk === 'function')).toBe(true);

    const handle = makeStore().dispatch(openDialog({ component: 'confirm' }));
    // @ts-expect-error a confirm dialog resolves with a boolean, never a string
    const wrong: Promise<string | undefined> = handle;
    expect(wrong).toBe(handle);
  });
});
