import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '../button/button';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** Retries the failed request (RTK Query's refetch or fetchNextPage). */
  onRetry: () => void;
  /** A first, bold line, for an error that stands in for a whole list or page. Already translated. */
  title?: string;
  /** Makes the title a heading of this level, when the error replaces a page or section (its h1 or h2). */
  titleLevel?: 1 | 2 | 3;
  /** Id of the title, when it names a dialog or region (aria-labelledby). */
  titleId?: string;
  /** What failed, already translated. Defaults to the generic "Could not load. Try again." when there is no title. */
  message?: string;
  /** Label of the retry button, already translated; defaults to "Try again". */
  retryLabel?: string;
  className?: string;
}

/** A failed load: announced at once (role alert), with a retry button. */
export function LoadError({ onRetry, title, titleLevel, titleId, message, retryLabel, className }: LoadErrorProps) {
  const { t } = useTranslation('ui');
  const text = message ?? (title ? undefined : t('queryState.error'));
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'p';
  return (
    <div role="alert" className={[styles.error, title ? styles.block : styles.inline, className].filter(Boolean).join(' ')}>
      {title ? <Title id={titleId} className={styles.title}>{title}</Title> : null}
      {text ? <p className={styles.message}>{text}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel ?? t('queryState.retry')}
      </Button>
    </div>
  );
}
