import type { Bonus } from '@/api/bonuses/bonuses.types';
import { ProgressBar } from '@/components/ui/progress-bar/progress-bar';
import { formatMoney, progressPercent } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { UnixTime } from './unix-time';
import styles from './history.module.css';

/** How far a bonus is wagered: a bar with the percentage and the turnover in words. */
function WagerProgress({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('cashier-history');
  const { min, max, current } = bonus.wager;
  const currency = bonus.amount.currency;
  // Rounded down: 99.6% wagered is not done yet.
  return (
    <ProgressBar
      percent={Math.floor(progressPercent(min, max, current))}
      label={t('columns.wagering')}
      detail={t('bonus.wagerOf', { current: formatMoney(current, currency), total: formatMoney(max, currency) })}
    />
  );
}

/** One bonus: name, type, status, amount, wagering and expiry. */
export function BonusRow({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('cashier-history');
  return (
    <tr tabIndex={-1} className={styles.row}>
      <td data-label={t('columns.bonus')} className={styles.name}>{bonus.name}</td>
      <td data-label={t('columns.type')}>{t(`bonus.type.${bonus.type}`)}</td>
      <td data-label={t('columns.status')}>
        <span className={styles.badge} data-tone={bonus.status}>{t(`bonus.status.${bonus.status}`)}</span>
      </td>
      <td data-label={t('columns.amount')} className={styles.numeric}>
        {formatMoney(bonus.amount.amount, bonus.amount.currency)}
      </td>
      <td data-label={t('columns.wagering')}>
        <WagerProgress bonus={bonus} />
      </td>
      <td data-label={t('columns.expires')}>
        {bonus.expires_at === null ? t('bonus.noExpiry') : <UnixTime seconds={bonus.expires_at} />}
      </td>
    </tr>
  );
}
