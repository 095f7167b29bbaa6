import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './layouts.module.css';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href="#main" className={styles.skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}
