import { Outlet } from 'react-router';
import { SeoText } from '@/features/seo/seo-text';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';
import { SkipLink } from './skip-link';

export function DefaultLayout() {
  return (
    <div className={styles.page} data-layout="default">
      <SkipLink />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
        <SeoText />
      </main>
      <Footer />
    </div>
  );
}
