import type { AccountInfo } from '@/api/account/account.types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './header-account.module.css';

/** Main balance with currency; the bonus balance is shown beside it when there is one. */
export function BalanceBadge({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('common');
  const main = account.balance_main;
  const bonus = account.balance_bonus;
  return (
    <div className={styles.balance} aria-label={t('account.balanceLabel')} role="group">
      <span className={styles.balanceMain}>
        <span className="visually-hidden">{t('account.mainBalance')} </span>
        {formatMoney(main.amount, main.currency)}
      </span>
      {bonus.amount > 0 ? (
        <span className={styles.balanceBonus}>
          {t('account.bonusBalance')} {formatMoney(bonus.amount, bonus.currency)}
        </span>
      ) : null}
    </div>
  );
}
