import { SystemPage } from '../system-page';

/** /cashier/paymobile */
export function Component() {
  return <SystemPage type="paymentMobile" />;
}
