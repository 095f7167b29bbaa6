import { Link } from 'react-router';
import type { CashierTransaction } from '@/api/cashier/cashier.types';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { TransactionStatusBadge } from '../shared/transaction-status';
import { UnixTime } from './unix-time';
import styles from './history.module.css';

/** The link to a transaction's receipt: its number on screen, "Receipt of transaction N" to assistive tech. */
export function ReceiptLink({ id }: { id: number }) {
  const { t } = useTranslation('cashier-history');
  const locale = useLocale();
  return (
    <Link className={styles.receipt} to={href(locale, 'cashierReceipt', undefined, { id })} aria-label={t('receiptOf', { id })}>
      {id}
    </Link>
  );
}

/** One deposit or withdrawal as a table row (a card on phones); pending ones are marked. */
export function TransactionRow({ transaction, methodName }: { transaction: CashierTransaction; methodName: string }) {
  const { t } = useTranslation('cashier-history');
  return (
    <tr tabIndex={-1} className={styles.row} data-pending={transaction.status === 'pending' || undefined}>
      <td data-label={t('columns.date')}>
        <UnixTime seconds={transaction.created_at} />
      </td>
      <td data-label={t('columns.method')}>{methodName}</td>
      <td data-label={t('columns.amount')} className={styles.numeric}>
        {formatMoney(transaction.amount.amount, transaction.amount.currency)}
      </td>
      <td data-label={t('columns.status')}>
        <TransactionStatusBadge status={transaction.status} />
      </td>
      <td data-label={t('columns.transaction')}>
        <ReceiptLink id={transaction.id} />
      </td>
    </tr>
  );
}
