import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './auth.module.css';

/**
 * Stands in for the auth forms while their chunk, translations or general info load. It uses only
 * the core `common` namespace, so it never waits for what it stands in for.
 */
export function AuthSkeleton({ titleId, rows = 3 }: { titleId?: string; rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <h2 id={titleId} className={styles.visuallyHidden}>
        {t('loading')}
      </h2>
      <div className={styles.skeletonTitle} aria-hidden="true" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonField} aria-hidden="true" />
      ))}
      <div className={styles.skeletonButton} aria-hidden="true" />
    </div>
  );
}
