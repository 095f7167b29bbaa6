import { Link } from 'react-router';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import styles from './site-logo.module.css';

interface SiteLogoProps {
  to: string;
  label: string;
  src?: string | null;
  mobileSrc?: string | null;
}

/**
 * The brand mark; the content service's logo when configured, otherwise the built-in wordmark.
 * The build knows no configuration, so prerendered pages carry the wordmark: hydration renders it
 * too, whether or not the configuration is in yet, and the logo follows.
 */
export function SiteLogo({ to, label, src, mobileSrc }: SiteLogoProps) {
  const hydrated = useHydrationDone();
  return (
    <Link to={to} className={styles.logo} aria-label={label}>
      {src && hydrated ? (
        <picture>
          {mobileSrc ? <source media="(max-width: 767px)" srcSet={mobileSrc} /> : null}
          <img src={src} alt="" width={180} height={40} className={styles.image} />
        </picture>
      ) : (
        <span className={styles.wordmark}>
          LUCKY <span className={styles.accent}>ORBIT</span>
        </span>
      )}
    </Link>
  );
}
