import { ConfirmationSuccessPage } from '../confirmation/confirmation-success-page';

/** Route module of /confirmation/success (prerendered). */
export function Component() {
  return <ConfirmationSuccessPage />;
}
