import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { SiteLogo } from '@/components/layout/site-logo';
import { HeaderAccount } from '@/features/account/components/header-account';
import { GamesSearchButton } from '@/features/games/search/games-search-button';
import { LanguageSwitcher } from '@/features/locale-switch/language-switcher';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './header.module.css';
import { currentNavItem, NAV_ITEMS } from './nav-items';

// Hints are for signed-in players only, so a visitor's page never fetches them.
const SessionHints = lazy(async () => ({ default: (await import('@/features/session/hints/session-hints')).SessionHints }));

export function Header() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const config = useSiteConfig();
  const { isPlayer } = useSession();
  // The menu belongs to the address it was opened at, so navigating closes it.
  const here = pathname + search;
  const activeItem = currentNavItem(NAV_ITEMS, pathname, search, (item) => href(locale, item.route));
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  const headerRef = useRef<HTMLElement>(null);

  // Toasts sit below the header (SPEC §9), so its height is published as a CSS variable.
  useEffect(() => {
    const element = headerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.documentElement.style.setProperty('--header-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
    <header className={styles.header} ref={headerRef}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          aria-label={menuOpen ? t('nav.close') : t('nav.open')}
          onClick={() => setOpenAt(menuOpen ? null : here)}
        >
          <span aria-hidden="true" className={styles.burgerLines} data-open={menuOpen} />
        </button>
        <SiteLogo to={href(locale, 'home')} label={t('brand.home')} src={config?.logo} mobileSrc={config?.logoMobile} />
        <nav id="main-navigation" aria-label={t('nav.label')} className={styles.nav} data-open={menuOpen}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={href(locale, item.route, undefined, item.search)}
                  className={styles.navLink}
                  aria-current={item === activeItem ? 'page' : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <GamesSearchButton />
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
      </div>
    </header>
    {/* Session hints (SPEC §4) sit under the header and scroll with the page. */}
    {isPlayer && (
      <Suspense fallback={null}>
        <SessionHints />
      </Suspense>
    )}
    </>
  );
}
