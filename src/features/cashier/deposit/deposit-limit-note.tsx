import { useAccountGetDepositLimitQuery } from '@/api/account/account-settings-api';
import { useSession } from '@/api/account/use-session';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './deposit.module.css';

export interface DepositLimitNoteProps {
  currency: string;
  /** The amount typed, when it is a valid sum: warns when it is over what the limit leaves. */
  amount: number | null;
}

/**
 * The player's deposit limit beside the amount (SPEC §3, §4: asked for only when signed in).
 * Nothing when no limit is set.
 */
export function DepositLimitNote({ currency, amount }: DepositLimitNoteProps) {
  const { t } = useTranslation(['deposit', 'cashier']);
  const { isPlayer } = useSession();
  const { data: limit } = useAccountGetDepositLimitQuery(undefined, { skip: !isPlayer });
  if (!limit || limit.period === 'none') return null;
  const values = {
    limit: formatMoney(limit.limit_amount, currency),
    period: t(`cashier:period.${limit.period}`),
    available: formatMoney(limit.available_amount, currency),
    date: limit.expired_at ? formatDate(limit.expired_at * 1000) : '',
  };
  const over = amount !== null && amount > limit.available_amount;
  return (
    <div className={styles.limit} data-over={over || undefined}>
      <p className={styles.limitText}>{t('limit.summary', values)}</p>
      <p className={styles.limitText}>{t(limit.expired_at ? 'limit.available' : 'limit.availableNoDate', values)}</p>
      {over ? (
        <p className={styles.limitWarning} role="status">
          {t('limit.over', values)}
        </p>
      ) : null}
    </div>
  );
}
