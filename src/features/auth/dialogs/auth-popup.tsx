import { lazy, Suspense } from 'react';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { AUTHENTICATED, isAuthMode } from '../auth-mode';
import { AuthSkeleton } from '../components/auth-skeleton';

// The forms (Formik, yup, masks) are a chunk of their own; the popup shows a skeleton meanwhile.
const AuthPanel = lazy(async () => ({ default: (await import('../components/auth-panel')).AuthPanel }));

export type AuthPopupProps = DialogBodyPropsOf<'authPopup'>;

/**
 * The 'authPopup' dialog body. CONTRACT: open it with
 * `dispatch(openSignIn('signUp'))` (lib/dialogs/open-sign-in.ts); the promise
 * resolves with 'authenticated' after a sign-in or registration, with undefined when dismissed.
 */
export function AuthPopup({ mode, titleId, close }: AuthPopupProps) {
  return (
    <Suspense fallback={<AuthSkeleton titleId={titleId} />}>
      <AuthPanel initialMode={isAuthMode(mode) ? mode : 'signIn'} variant="popup" titleId={titleId} onDone={() => close(AUTHENTICATED)} />
    </Suspense>
  );
}
