import { SystemPage } from '../system-page';

/** /cashier/paycancel */
export function Component() {
  return <SystemPage type="paymentCancelled" />;
}
