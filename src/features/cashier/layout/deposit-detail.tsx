import { useAccountGetDepositLimitQuery } from '@/api/account/account-settings-api';
import type { AccountInfo } from '@/api/account/account.types';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './cashier-layout.module.css';

/**
 * The deposit-detail block (SPEC §2): balances and what is left of the deposit limit. The limit is
 * asked for only here, for a signed-in player (SPEC §4).
 */
export function DepositDetail({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('cashier');
  const { data: limit } = useAccountGetDepositLimitQuery();
  const currency = account.balance_main.currency;
  const rows: Array<{ key: string; label: string; value: string }> = [
    { key: 'main', label: t('detail.main'), value: formatMoney(account.balance_main.amount, currency) },
  ];
  if (account.balance_bonus.amount > 0) rows.push({ key: 'bonus', label: t('detail.bonus'), value: formatMoney(account.balance_bonus.amount, account.balance_bonus.currency) });
  if (account.balance_betting_bonus.amount > 0) {
    rows.push({ key: 'betting', label: t('detail.bettingBonus'), value: formatMoney(account.balance_betting_bonus.amount, account.balance_betting_bonus.currency) });
  }
  if (limit && limit.period !== 'none') {
    const amount = formatMoney(limit.available_amount, currency);
    rows.push({
      key: 'limit',
      label: t('detail.limit'),
      value: limit.expired_at ? t('detail.limitUntil', { amount, date: formatDate(limit.expired_at * 1000) }) : amount,
    });
  }
  return (
    <dl className={styles.detail} aria-label={t('detail.label')}>
      {rows.map((row) => (
        <div key={row.key} className={styles.detailItem}>
          <dt className={styles.detailLabel}>{row.label}</dt>
          <dd className={styles.detailValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
