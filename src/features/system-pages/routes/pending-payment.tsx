import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCashierGetDepositInfoQuery } from '@/api/cashier/cashier-api';
import type { TransactionStatus } from '@/api/cashier/cashier.types';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import { CryptoAddress } from './crypto-address';
import { PaymentPage } from './payment-page';
import styles from './payment-pages.module.css';
import { refreshAfterPayment } from './refresh-account';
import { useDepositFacts } from './use-deposit-summary';

/** How often a pending payment is asked about. */
export const PENDING_POLL_MS = 2_000;

function settledPath(status: Exclude<TransactionStatus, 'pending'>, id: number, locale: Locale): string {
  const transaction = String(id);
  if (status === 'success') return href(locale, 'cashierPaySuccess', { transaction });
  if (status === 'fail') return href(locale, 'cashierPayFail', { transaction });
  return href(locale, 'cashierPayCancel');
}

/**
 * A pending deposit, asked about every 2 s until it settles, then replaced by its result page.
 * Everything comes from the address and the server, so a reload carries on where it was. A failed
 * check is said and the polling goes on.
 */
export function PendingPayment({ id, details }: { id: number; details?: string }) {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data, isError } = useCashierGetDepositInfoQuery({ id }, { pollingInterval: PENDING_POLL_MS, refetchOnMountOrArgChange: true });
  const facts = useDepositFacts(data);
  const target = data && data.status !== 'pending' ? settledPath(data.status, id, locale) : null;

  useEffect(() => {
    if (!target) return;
    // The header balance, the limit and the history change with the result.
    dispatch(refreshAfterPayment());
    void navigate(target, { replace: true });
  }, [target, dispatch, navigate]);

  return (
    <PaymentPage type="paymentPending" details={details}>
      {facts ? <p className={styles.summary}>{t('pending.amount', facts)}</p> : null}
      {isError ? (
        <p role="status" className={styles.note}>
          {t('pending.pollError')}
        </p>
      ) : null}
      {data?.address && facts ? <CryptoAddress address={data.address} amount={facts.amount} method={facts.method} /> : null}
    </PaymentPage>
  );
}
