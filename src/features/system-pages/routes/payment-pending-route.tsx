import { useParams } from 'react-router';
import { PaymentPage } from './payment-page';
import { PendingPayment } from './pending-payment';
import { transactionIdOf } from './transaction-id';
import { useTransactionDetails } from './use-transaction-details';

/** /cashier/paypending and /cashier/paypending/:transaction */
export function Component() {
  const details = useTransactionDetails();
  const id = transactionIdOf(useParams().transaction);
  return id === null ? <PaymentPage type="paymentPending" details={details} /> : <PendingPayment id={id} details={details} />;
}
