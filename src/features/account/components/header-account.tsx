import { lazy, type MouseEvent, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { href } from '@/lib/router/paths';
import styles from './header-account.module.css';

// A visitor's page never needs the balance and the profile menu: they load once a player is known.
const PlayerAccount = lazy(async () => ({ default: (await import('./player-account')).PlayerAccount }));

/** Right side of the header: sign-in and registration for visitors, balance and profile menu for players. */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { status, account } = useSession();
  const dispatch = useAppDispatch();
  // The links stay real links (new tab, no script); a plain click opens the auth popup unless the
  // content configuration turned the popup off (SPEC §3 popup fallbacks).
  const popupEnabled = useSiteConfig()?.popups.authPopupEnabled !== false;
  const openAuth = (mode: 'signIn' | 'signUp') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!popupEnabled || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void dispatch(openSignIn(mode));
  };
  const popupProps = popupEnabled ? ({ 'aria-haspopup': 'dialog' } as const) : {};

  const skeleton = <div className={styles.skeleton} aria-hidden="true" />;
  if (status === 'loading') return skeleton;

  if (status === 'visitor' || !account) {
    return (
      <div className={styles.actions}>
        <Link className={styles.signIn} to={href(locale, 'signIn')} onClick={openAuth('signIn')} {...popupProps}>
          <svg className={styles.signInIcon} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
          </svg>
          <span className={styles.signInText}>{t('auth.signIn')}</span>
        </Link>
        <Link className={styles.signUp} to={href(locale, 'signUp')} onClick={openAuth('signUp')} {...popupProps}>{t('auth.signUp')}</Link>
      </div>
    );
  }

  return (
    <Suspense fallback={skeleton}>
      <PlayerAccount account={account} />
    </Suspense>
  );
}
