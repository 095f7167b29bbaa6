import { useSiteConfig } from '@/api/cms/use-site-config';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../shared/profile.module.css';
import { PasswordForm } from './password-form';
import { TwoFactorSection } from './two-factor-section';

/** /profile/security: the password, and two-factor sign-in when the site configuration offers it. */
export function SecurityPage() {
  const { t } = useTranslation('profile');
  const config = useSiteConfig();
  return (
    <div className={styles.page}>
      <title>{t('meta.security')}</title>
      <h1 className={styles.title}>{t('security.title')}</h1>
      <PasswordForm />
      {config?.features.twoFactorAuth ? <TwoFactorSection /> : null}
    </div>
  );
}
