import { useId } from 'react';
import styles from './system-page-loader.module.css';

/** The animated ring shown instead of an icon while a payment is pending; announced politely. */
export function SystemPageLoader({ label }: { label: string }) {
  const gradientId = useId();

  return (
    <div className={styles.loader} role="status">
      <svg className={styles.spinner} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="6" y1="6" x2="58" y2="58" gradientUnits="userSpaceOnUse">
            <stop offset="0" className={styles.stopAccent} />
            <stop offset="1" className={styles.stopPrimary} />
          </linearGradient>
        </defs>
        <circle className={styles.track} cx="32" cy="32" r="28" />
        <circle className={styles.arc} cx="32" cy="32" r="28" stroke={`url(#${gradientId})`} />
        <circle className={styles.coin} cx="32" cy="32" r="9" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
