import { configureStore } from '@reduxjs/toolkit';
import { dialogsSlice, selectTopDialog } from './dialogs-slice';
import { openIdentityVerification } from './open-identity-verification';

const makeStore = () => configureStore({ reducer: { dialogs: dialogsSlice.reducer } });

describe('openIdentityVerification', () => {
  it('opens the dialog for the check the server named, or for none', () => {
    const store = makeStore();
    void store.dispatch(openIdentityVerification('kyc-7'));
    expect(selectTopDialog(store.getState())).toMatchObject({ component: 'identityVerification', componentProps: { externalActionId: 'kyc-7' } });
    const other = makeStore();
    void other.dispatch(openIdentityVerification());
    expect(selectTopDialog(other.getState())?.componentProps).toEqual({});
  });
});
