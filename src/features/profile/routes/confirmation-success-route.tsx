import { ConfirmationSuccessPage } from '../confirmation/confirmation-success-page';

/** Route module of /confirmation/success (prerendered; decision record 016). */
export function Component() {
  return <ConfirmationSuccessPage />;
}
