import { SystemPage } from '../system-page';

/** /cashier/paynewwindow */
export function Component() {
  return <SystemPage type="paymentNewWindow" />;
}
