import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { visibleProfileMenuItems } from './profile-menu-items';
import styles from './profile-nav.module.css';

/**
 * The profile menu: a row of tabs on desktop; on phones a button naming the current page that
 * opens the same entries as a list. Entries follow the site-configuration feature flags.
 */
export function ProfileNav() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const items = visibleProfileMenuItems(config?.features);
  // The phone list belongs to the page it was opened on: following an entry closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const listId = useId();
  const trim = (path: string) => path.replace(/\/$/, '');
  const current = items.find((item) => trim(href(locale, item.route)) === trim(pathname));

  return (
    <nav className={styles.nav} aria-label={t('menu.label')} data-open={open || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <span>{current ? t(current.key) : t('menu.label')}</span>
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list}>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink
              to={href(locale, item.route)}
              className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
