import { Button } from '@/components/ui/button/button';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../shared/profile.module.css';

/** /confirmation/success: the contact is confirmed. Static, prerendered. */
export function ConfirmationSuccessPage() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  return (
    <div className={styles.center}>
      <title>{t('meta.confirmationSuccess')}</title>
      <h1 className={styles.title}>{t('confirmation.successTitle')}</h1>
      <p className={styles.muted}>{t('confirmation.successText')}</p>
      <Button href={href(locale, 'profileSettings')}>{t('confirmation.toSettings')}</Button>
    </div>
  );
}
