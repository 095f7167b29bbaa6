import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { SiteLogo } from '@/components/layout/site-logo';
import { Spinner } from '@/components/ui/spinner/spinner';
import { HeaderAccount } from '@/features/account/components/header-account';
import { LanguageSwitcher } from '@/features/locale-switch/language-switcher';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './layouts.module.css';

/** The game page: a slim bar and the rest of the screen for the game. */
export function GameLayout() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  // The same brand mark as the site header: the configured logo (its narrow one on phones).
  const config = useSiteConfig();
  return (
    <div className={styles.game} data-layout="game">
      <header className={styles.gameBar}>
        <SiteLogo to={href(locale, 'home')} label={t('brand.home')} src={config?.logo} mobileSrc={config?.logoMobile} />
        <div className={styles.gameTools}>
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
      </header>
      <main id="main" className={styles.gameMain} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
