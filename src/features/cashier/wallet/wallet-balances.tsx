import { useId } from 'react';
import type { AccountInfo } from '@/api/account/account.types';
import { Button } from '@/components/ui/button/button';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './wallet.module.css';

/** The player's balances (main, bonus, betting bonus) with the ways to add or take out money. */
export function WalletBalances({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  const titleId = useId();
  const rows = [
    { key: 'main', label: t('wallet.main'), money: account.balance_main },
    { key: 'bonus', label: t('wallet.bonus'), money: account.balance_bonus },
    { key: 'betting', label: t('wallet.bettingBonus'), money: account.balance_betting_bonus },
  ];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('wallet.balances')}
      </h2>
      <dl className={styles.balances}>
        {rows.map((row) => (
          <div key={row.key} className={row.key === 'main' ? styles.balanceMain : styles.balance}>
            <dt className={styles.balanceLabel}>{row.label}</dt>
            <dd className={styles.balanceValue}>{formatMoney(row.money.amount, row.money.currency, { decimals: 'always' })}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button href={href(locale, 'cashierDeposit')}>{t('wallet.deposit')}</Button>
        <Button variant="secondary" href={href(locale, 'cashierWithdraw')}>
          {t('wallet.withdraw')}
        </Button>
      </div>
    </section>
  );
}
