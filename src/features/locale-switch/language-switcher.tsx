import { type MouseEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDisclosureMenu } from '@/components/ui/menu/use-disclosure-menu';
import { LOCALE_NAMES, type Locale, SWITCHER_ORDER } from '@/lib/i18n/locales';
import { samePageIn } from '@/lib/i18n/same-page-in';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSwitchLocale } from '@/store/use-switch-locale';
import styles from './language-switcher.module.css';

/** A menu button listing English / Italiano / Español / Русский; each entry is a real link to this page. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = useLocale();
  const location = useLocation();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { rootRef, buttonRef } = useDisclosureMenu(open, () => setOpen(false), '[aria-current="true"]');


  const choose = (event: MouseEvent, locale: Locale) => {
    event.preventDefault();
    setOpen(false);
    if (locale !== current) switchLocale(locale);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={styles.code}>{current.toUpperCase()}</span>
        {/* The visible language name starts the accessible name (WCAG 2.5.3). */}
        <span className={styles.name}>{LOCALE_NAMES[current]}</span>
        <span className="visually-hidden">{t('language.change')}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          {SWITCHER_ORDER.map((locale) => (
            <li key={locale}>
              <Link
                to={samePageIn(locale, location)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className={styles.item}
                onClick={(event) => choose(event, locale)}
              >
                <span aria-hidden="true" className={styles.code}>{locale.toUpperCase()}</span>
                {LOCALE_NAMES[locale]}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
