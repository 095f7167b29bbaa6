import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useCashierGetDepositInfoQuery } from '@/api/cashier/cashier-api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PaymentPage } from './payment-page';
import { forgetPaymentBackUrl, readPaymentBackUrl } from './payment-back-url';
import styles from './payment-pages.module.css';
import { useRefreshAfterPayment } from './refresh-account';
import { transactionIdOf } from './transaction-id';
import { useDepositSummary } from './use-deposit-summary';
import { useTransactionDetails } from './use-transaction-details';

/**
 * /cashier/paysuccess and /cashier/paysuccess/:transaction. The account is refetched, so the
 * header shows the new balance. The button goes to the back url saved by the deposit page (once,
 * same-origin only), else to the game hall.
 */
export function Component() {
  const { t } = useTranslation('deposit');
  const details = useTransactionDetails();
  const id = transactionIdOf(useParams().transaction);
  const { data } = useCashierGetDepositInfoQuery({ id: id ?? 0 }, { skip: id === null });
  const summary = useDepositSummary(data?.status === 'success' ? data : undefined, 'success.amount');
  // Read during the first render (pure), forgotten after it: used once.
  const [backPath] = useState(() => readPaymentBackUrl(window.location.origin));
  useEffect(() => forgetPaymentBackUrl(), []);
  useRefreshAfterPayment();
  return (
    <PaymentPage type="paymentSuccess" details={details} action={backPath ? { label: t('success.continue'), to: backPath } : undefined}>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
    </PaymentPage>
  );
}
