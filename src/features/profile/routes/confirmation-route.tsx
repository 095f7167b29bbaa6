import { ConfirmationPage } from '../confirmation/confirmation-page';

/** Route module of /confirmation (prerendered; decision record 016). */
export function Component() {
  return <ConfirmationPage />;
}
