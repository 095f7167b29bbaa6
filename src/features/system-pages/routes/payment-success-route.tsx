import { SystemPage } from '../system-page';
import { useTransactionDetails } from './use-transaction-details';

/** /cashier/paysuccess and /cashier/paysuccess/:transaction */
export function Component() {
  const details = useTransactionDetails();
  return <SystemPage type="paymentSuccess" details={details} />;
}
