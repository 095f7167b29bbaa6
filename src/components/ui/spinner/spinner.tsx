import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Inline in text or a button; by default it is a centered block (a Suspense fallback). */
  inline?: boolean;
  /** Accessible text; defaults to the translated "Loading". '' makes it decorative (e.g. inside a busy button). */
  label?: string;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ size = 'md', inline = false, label }: SpinnerProps) {
  // Spinners are Suspense fallbacks, so they must never suspend themselves.
  const { t, ready } = useTranslation('ui', { useSuspense: false });
  const text = label ?? (ready ? t('spinner.label') : '');
  const decorative = label === '';
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={`${styles.root} ${inline ? styles.inline : styles.block}`}
    >
      <span className={`${styles.circle} ${styles[size]}`} aria-hidden="true" />
      {text ? <span className="visually-hidden">{text}</span> : null}
    </span>
  );
}
