import { PaymentPage } from './payment-page';
import { useRefreshAfterPayment } from './refresh-account';

/** /cashier/paymobile: back from the provider's app; the balance is asked for again. */
export function Component() {
  useRefreshAfterPayment();
  return <PaymentPage type="paymentMobile" />;
}
