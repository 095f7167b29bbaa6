import { Link } from 'react-router';
import type { AccountInfo } from '@/api/account/account.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { BalanceBadge } from './balance-badge';
import styles from './header-account.module.css';
import { ProfileMenu } from './profile-menu';

/** The header's right side for a signed-in player: balance, deposit and the profile menu. */
export function PlayerAccount({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <div className={styles.actions}>
      <BalanceBadge account={account} />
      <Link className={styles.deposit} to={href(locale, 'cashierDeposit')}>{t('account.deposit')}</Link>
      <ProfileMenu account={account} />
    </div>
  );
}
