import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import styles from './system-page.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  /** Full page load instead of client navigation: resets app state after a fatal error. */
  reloadDocument?: boolean;
}

/**
 * The primary button of a system page. Falls back to a plain anchor outside a router,
 * because fatal screens may be mounted before or instead of the router.
 */
export function ButtonLink({ to, children, reloadDocument = false }: ButtonLinkProps) {
  const inRouter = useInRouterContext();
  if (!inRouter) {
    return (
      <a className={styles.button} href={to}>
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.button} to={to} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
