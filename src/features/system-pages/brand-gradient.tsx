import styles from './brand-gradient.module.css';

/** The violet-to-gold stroke gradient shared by the system page icons and the pending loader. */
export function BrandGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="6" y1="6" x2="58" y2="58" gradientUnits="userSpaceOnUse">
        <stop offset="0" className={styles.stopAccent} />
        <stop offset="1" className={styles.stopPrimary} />
      </linearGradient>
    </defs>
  );
}
