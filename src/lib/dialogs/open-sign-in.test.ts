import { configureStore } from '@reduxjs/toolkit';
import { closeDialog } from './dialog-thunks';
import { dialogsSlice, selectTopDialog } from './dialogs-slice';
import { openSignIn } from './open-sign-in';

const makeStore = () => configureStore({ reducer: { dialogs: dialogsSlice.reducer } });

describe('openSignIn', () => {
  it('opens the auth popup on the sign-in face by default', () => {
    const store = makeStore();
    void store.dispatch(openSignIn());
    expect(selectTopDialog(store.getState())).toMatchObject({ component: 'authPopup', type: 'popup', componentProps: { mode: 'signIn' }, dialogProps: {} });
  });

  it('opens the face it is asked for, with the presentation options given', () => {
    const store = makeStore();
    void store.dispatch(openSignIn('signUp', { preventClose: true }));
    expect(selectTopDialog(store.getState())).toMatchObject({ componentProps: { mode: 'signUp' }, dialogProps: { preventClose: true } });
  });

  it('resolves with the popup result', async () => {
    const store = makeStore();
    const handle = store.dispatch(openSignIn('restore'));
    store.dispatch(closeDialog({ result: 'authenticated' }));
    await expect(handle).resolves.toBe('authenticated');
  });
});
