import { useNavigate } from 'react-router';
import { useAuthLogoutMutation } from '@/api/auth/auth-api';
import { asApiError } from '@/api/errors';
import { trackEvent } from '@/lib/analytics/analytics';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import styles from './header-account.module.css';

/** "Sign out" of the profile menu: auth.logout, then the locale index; a failure is toasted and tracked (SPEC §8). */
export function SignOutButton() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useAuthLogoutMutation();

  const signOut = async () => {
    const result = await logout();
    if ('error' in result && result.error) {
      const error = asApiError(result.error);
      trackEvent('logout_error', { error_code: error.name, error_status: error.status });
      dispatch(showToast({ kind: 'error', message: t('profile.signOutFailed') }));
      return;
    }
    await navigate(href(locale, 'home'));
  };

  return (
    <button type="button" className={`${styles.menuItem} ${styles.signOut}`} disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void signOut()}>
      {t('profile.signOut')}
    </button>
  );
}
