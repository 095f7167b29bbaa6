import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './app-loader.module.css';

/** Shown while the first page's code and data load; the same look as the loader in index.html. */
export function AppLoader() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
