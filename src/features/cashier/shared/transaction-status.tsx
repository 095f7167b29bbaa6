import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@/api/cashier/cashier.types';
import styles from './cashier-shared.module.css';

/** A transaction's status as a coloured, worded badge (never colour alone). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('cashier');
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
