import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href, type RouteName } from '@/lib/router/paths';
import { CurrencyChoice } from '../currency/currency-choice';
import { useCashierConfig } from '../shared/use-cashier-config';
import styles from './cashier-layout.module.css';
import { DepositDetail } from './deposit-detail';

const TABS: ReadonlyArray<{ route: RouteName; key: string }> = [
  { route: 'cashierDeposit', key: 'tabs.deposit' },
  { route: 'cashierWithdraw', key: 'tabs.withdraw' },
  { route: 'cashierWallet', key: 'tabs.wallet' },
  { route: 'cashierHistory', key: 'tabs.history' },
];

export interface CashierLayoutProps {
  /** The page's own heading (already translated); also the document title. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of every cashier page: the page heading, the section tabs (links, so each has its own
 * address) and, by configuration, the deposit-detail block (SPEC §2).
 */
export function CashierLayout({ title, children }: CashierLayoutProps) {
  const { t } = useTranslation('cashier');
  const locale = useLocale();
  const { account } = useSession();
  const config = useCashierConfig();
  return (
    <div className={styles.page}>
      <title>{`${title} · ${t('title')}`}</title>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('title')}</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {account && config.depositDetailPlacement === 'header' ? <DepositDetail account={account} /> : null}
      </header>
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {TABS.map((tab) => (
            <li key={tab.route}>
              <NavLink
                to={href(locale, tab.route)}
                className={({ isActive }) => [styles.tab, isActive ? styles.tabActive : ''].filter(Boolean).join(' ')}
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {account ? <CurrencyChoice current={account.balance_main.currency} /> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
