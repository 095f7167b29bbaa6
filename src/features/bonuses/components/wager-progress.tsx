import { useTranslation } from 'react-i18next';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { formatMoney, progressPercent } from '@/lib/format/format';
import styles from '../bonuses.module.css';

/** How far a bonus is wagered: a bar with the percentage (from min, max and current) and the turnover. */
export function WagerProgress({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('bonuses');
  const { min, max, current } = bonus.wager;
  // Rounded down: 99.6% wagered is not done yet.
  const percent = Math.floor(progressPercent(min, max, current));
  const currency = bonus.amount.currency;
  const detail = t('card.wagerOf', { current: formatMoney(current, currency), total: formatMoney(max, currency) });
  return (
    <div className={styles.wager}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('card.wagering')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${detail})`}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.wagerText}>
        <strong>{percent}%</strong> <span className={styles.muted}>{detail}</span>
      </span>
    </div>
  );
}
