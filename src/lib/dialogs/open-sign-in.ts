import type { DialogPropsOf } from './dialog-contracts';
import { type DialogHandle, type DialogsThunk, openDialog } from './dialog-thunks';
import type { DialogOptions } from './dialog-types';

/** The face the auth popup opens on. */
export type SignInMode = NonNullable<DialogPropsOf<'authPopup'>['mode']>;

/**
 * The one way to open the auth popup (SPEC §3): `dispatch(openSignIn('signUp'))`. The handle
 * resolves with 'authenticated' after a sign-in or registration, undefined when dismissed.
 * A thunk rather than a hook, because it lives beside the dialog stack in lib/ (which may not
 * import the store) and every caller already holds the app's dispatch.
 */
export function openSignIn(mode: SignInMode = 'signIn', dialogProps?: DialogOptions): DialogsThunk<DialogHandle<'authenticated'>> {
  return openDialog({ component: 'authPopup', componentProps: { mode }, ...(dialogProps ? { dialogProps } : {}) });
}
