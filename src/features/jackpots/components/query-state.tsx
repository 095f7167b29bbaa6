import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import styles from './query-state.module.css';

/** Error state with a retry button, for any section of this feature. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('jackpots');
  return (
    <div role="alert" className={styles.error}>
      <p>{message ?? t('state.error')}</p>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

/** Grey skeleton blocks while a section loads; announced once as "Loading". */
export function Skeleton({ count, variant }: { count: number; variant: 'card' | 'row' }) {
  const { t } = useTranslation('jackpots');
  return (
    <div role="status" aria-live="polite" className={variant === 'card' ? styles.cards : styles.rows}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} aria-hidden="true" className={variant === 'card' ? styles.card : styles.row} />
      ))}
    </div>
  );
}
