import { useId } from 'react';
import { Button } from '@/components/ui/button/button';
import { CloseButton } from '@/components/ui/close-button/close-button';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './hints.module.css';

/** "Welcome! Make your first deposit": a banner with a link to the cashier deposit page. */
export function RegistrationHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('session');
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className={`${styles.hint} ${styles.registration}`} aria-labelledby={titleId}>
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
        </svg>
      </span>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {t('hints.registration.title')}
        </p>
        <p className={styles.text}>{t('hints.registration.text')}</p>
      </div>
      <div className={styles.actions}>
        <Button href={href(locale, 'cashierDeposit')} size="sm">
          {t('hints.registration.deposit')}
        </Button>
        <CloseButton className={styles.close} size="sm" label={t('hints.registration.close')} onClick={onClose} />
      </div>
    </section>
  );
}
