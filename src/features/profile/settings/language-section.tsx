import { useId } from 'react';
import { type Locale, isLocale, LOCALE_NAMES, SWITCHER_ORDER } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSwitchLocale } from '@/store/use-switch-locale';
import formStyles from '@/components/form/form.module.css';
import styles from '../shared/profile.module.css';

/**
 * The interface language (SPEC §4): the page moves to the chosen language and the account is told,
 * by the same switch as the header's menu.
 */
export function LanguageSection() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const selectId = useId();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();

  const choose = (next: Locale) => {
    if (next !== locale) switchLocale(next);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('settings.languageTitle')}</h2>
      <div className={formStyles.field}>
        <label htmlFor={selectId} className={formStyles.label}>{t('settings.languageLabel')}</label>
        <select
          id={selectId}
          className={formStyles.select}
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) choose(event.target.value);
          }}
        >
          {SWITCHER_ORDER.map((code) => (
            <option key={code} value={code} lang={code}>{LOCALE_NAMES[code]}</option>
          ))}
        </select>
      </div>
    </section>
  );
}
