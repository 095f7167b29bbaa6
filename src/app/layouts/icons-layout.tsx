import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import styles from './layouts.module.css';

/** The icon sprite page has a layout of its own (SPEC §2): no header or footer. */
export function IconsLayout() {
  return (
    <main id="main" className={styles.icons} data-layout="icons" tabIndex={-1}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
