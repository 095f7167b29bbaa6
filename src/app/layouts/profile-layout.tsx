import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ProfileNav } from '@/features/profile/menu/profile-nav';
import { ProfileSummary } from '@/features/profile/menu/profile-summary';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';
import profileStyles from './profile-layout.module.css';
import { SkipLink } from './skip-link';

/**
 * Every /profile/* page: the default header and footer around the player's summary (name,
 * balances, verification state) and the profile menu (tabs on desktop, a list on phones).
 */
export function ProfileLayout() {
  return (
    <div className={styles.page} data-layout="profile">
      <SkipLink />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={profileStyles.profile}>
          <Suspense fallback={null}>
            <ProfileSummary />
            <ProfileNav />
          </Suspense>
          <div className={profileStyles.content}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}
