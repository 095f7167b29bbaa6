import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AccountInfo } from '@/api/account/account.types';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { useDisclosureMenu } from '@/components/ui/menu/use-disclosure-menu';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href, type RouteName } from '@/lib/router/paths';
import styles from './header-account.module.css';
import { SignOutButton } from './sign-out-button';

const ITEMS: ReadonlyArray<{ route: RouteName; key: string }> = [
  { route: 'profileSettings', key: 'profile.settings' },
  { route: 'cashierDeposit', key: 'profile.deposit' },
  { route: 'cashierWithdraw', key: 'profile.withdraw' },
  { route: 'cashierHistory', key: 'profile.history' },
  { route: 'profileBonuses', key: 'profile.bonuses' },
  { route: 'profileCashback', key: 'profile.cashback' },
  { route: 'profileLoyalty', key: 'profile.loyalty' },
  { route: 'profileBets', key: 'profile.bets' },
  { route: 'profileNotification', key: 'profile.notification' },
  { route: 'profileSecurity', key: 'profile.security' },
  { route: 'profileVerification', key: 'profile.verification' },
  { route: 'profileResponsibleGame', key: 'profile.responsibleGame' },
];

/** The player's menu: a disclosure button with links to the profile area and cashier. */
export function ProfileMenu({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const menuId = useId();
  const { rootRef, buttonRef } = useDisclosureMenu(open, () => setOpenAt(null));
  const name = account.fakename || account.login || '';
  // SPEC §2: by configuration the deposit-detail block (balances) stands here instead of the cashier header.
  const config = useSiteConfig();
  const showDetail = config?.cashier.depositDetailPlacement === 'profileMenu';


  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatar}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('profile.menu')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{(name[0] ?? '?').toUpperCase()}</span>
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <p className={styles.menuName}>{name}</p>
          {showDetail ? (
            <dl className={styles.menuDetail} aria-label={t('account.balanceLabel')}>
              <dt>{t('account.mainBalance')}</dt>
              <dd>{formatMoney(account.balance_main.amount, account.balance_main.currency)}</dd>
              {account.balance_bonus.amount > 0 ? (
                <>
                  <dt>{t('account.bonusBalance')}</dt>
                  <dd>{formatMoney(account.balance_bonus.amount, account.balance_bonus.currency)}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <ul className={styles.menuList}>
            {ITEMS.map((item) => (
              <li key={item.route}>
                <Link className={styles.menuItem} to={href(locale, item.route)}>{t(item.key)}</Link>
              </li>
            ))}
            <li>
              <SignOutButton />
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
