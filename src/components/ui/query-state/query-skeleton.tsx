import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './query-skeleton.module.css';

export interface QuerySkeletonProps {
  /** How many grey blocks stand in for the content. */
  count: number;
  /** 'card': tall blocks in a responsive grid; 'row': thin blocks stacked like table rows. */
  variant: 'card' | 'row';
  /** Text for screen readers, already translated; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

/** Shimmering blocks while a section loads, announced once (politely) as loading. */
export function QuerySkeleton({ count, variant, label, className }: QuerySkeletonProps) {
  // Often a Suspense fallback, so it must never suspend itself.
  const { t, ready } = useTranslation('ui', { useSuspense: false });
  const text = label ?? (ready ? t('queryState.loading') : '');
  return (
    <div role="status" className={[styles[variant === 'card' ? 'cards' : 'rows'], className].filter(Boolean).join(' ')}>
      {text ? <span className="visually-hidden">{text}</span> : null}
      {Array.from({ length: count }, (_, index) => (
        <span key={index} aria-hidden="true" className={`${styles.block} ${styles[variant]}`} />
      ))}
    </div>
  );
}
