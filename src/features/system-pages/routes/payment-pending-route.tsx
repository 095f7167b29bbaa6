import { SystemPage } from '../system-page';
import { useTransactionDetails } from './use-transaction-details';

/** /cashier/paypending and /cashier/paypending/:transaction */
export function Component() {
  const details = useTransactionDetails();
  return <SystemPage type="paymentPending" details={details} />;
}
