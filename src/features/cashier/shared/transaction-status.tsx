import type { TransactionStatus } from '@/api/cashier/cashier.types';
import { useTranslation } from '@/lib/i18n/use-translation';
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
