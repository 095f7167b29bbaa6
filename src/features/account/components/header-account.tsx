import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetInfoQuery } from '@/api/account/account-api';
import { isAuthenticated } from '@/api/account/account.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { BalanceBadge } from './balance-badge';
import styles from './header-account.module.css';
import { ProfileMenu } from './profile-menu';

/** Right side of the header: sign-in and registration for visitors, balance and profile menu for players. */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { data: account, isLoading } = useGetInfoQuery();

  if (isLoading) return <div className={styles.skeleton} aria-hidden="true" />;

  if (!account || !isAuthenticated(account)) {
    return (
      <div className={styles.actions}>
        <Link className={styles.signIn} to={href(locale, 'signIn')}>{t('auth.signIn')}</Link>
        <Link className={styles.signUp} to={href(locale, 'signUp')}>{t('auth.signUp')}</Link>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <BalanceBadge account={account} />
      <Link className={styles.deposit} to={href(locale, 'cashierDeposit')}>{t('account.deposit')}</Link>
      <ProfileMenu account={account} />
    </div>
  );
}
