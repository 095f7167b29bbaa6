import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { UnixTime } from './unix-time';
import styles from './history.module.css';

/** One cashback: programme, amount, status, the end of its period, and when it was or can be taken. */
export function CashbackRow({ cashback }: { cashback: Cashback }) {
  const { t } = useTranslation('cashier-history');
  const title = cashback.description ? t('cashback.title', { title: cashback.description.title, percent: cashback.description.percent }) : t('cashback.untitled');
  return (
    <tr tabIndex={-1} className={styles.row}>
      <td data-label={t('columns.cashback')} className={styles.name}>{title}</td>
      <td data-label={t('columns.amount')} className={styles.numeric}>
        {formatMoney(cashback.amount.amount, cashback.amount.currency)}
      </td>
      <td data-label={t('columns.status')}>
        <span className={styles.badge} data-tone={cashback.status}>{t(`cashback.status.${cashback.status}`)}</span>
      </td>
      <td data-label={t('columns.periodEnd')}>
        <UnixTime seconds={cashback.end_date} withTime={false} />
      </td>
      <td data-label={t('columns.received')}>
        {cashback.paid_out_at !== null ? (
          <span>
            {t('cashback.paidOn')} <UnixTime seconds={cashback.paid_out_at} />
          </span>
        ) : cashback.receiving_expired_at !== null ? (
          <span>
            {t('cashback.takeBy')} <UnixTime seconds={cashback.receiving_expired_at} />
          </span>
        ) : (
          t('cashback.noDeadline')
        )}
      </td>
    </tr>
  );
}
