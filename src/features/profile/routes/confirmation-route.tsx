import { ConfirmationPage } from '../confirmation/confirmation-page';

/** Route module of /confirmation (prerendered). */
export function Component() {
  return <ConfirmationPage />;
}
