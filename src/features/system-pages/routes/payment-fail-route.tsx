import { SystemPage } from '../system-page';
import { useTransactionDetails } from './use-transaction-details';

/** /cashier/payfail and /cashier/payfail/:transaction */
export function Component() {
  const details = useTransactionDetails();
  return <SystemPage type="paymentFailed" details={details} />;
}
