import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './layouts.module.css';

/** Sign-in, sign-up, maintenance and forbidden pages: the brand and the content, nothing else. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <div className={styles.empty} data-layout="empty">
      <div className={styles.emptyBrand}>
        <SiteLogo to={href(locale, 'home')} label={t('brand.home')} />
      </div>
      <main id="main" className={styles.emptyMain} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
      </main>
    </div>
  );
}
