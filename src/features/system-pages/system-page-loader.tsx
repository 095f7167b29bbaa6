import { BrandGradient } from './brand-gradient';
import { useId } from 'react';
import styles from './system-page-loader.module.css';

/** The animated ring shown instead of an icon while a payment is pending; announced politely. */
export function SystemPageLoader({ label }: { label: string }) {
  const gradientId = useId();

  return (
    <div className={styles.loader} role="status">
      <svg className={styles.spinner} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <BrandGradient id={gradientId} />
        <circle className={styles.track} cx="32" cy="32" r="28" />
        <circle className={styles.arc} cx="32" cy="32" r="28" stroke={`url(#${gradientId})`} />
        <circle className={styles.coin} cx="32" cy="32" r="9" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
