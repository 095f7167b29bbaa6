import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountApi, useAccountChangeLocaleMutation } from '@/api/account/account-api';
import { type Locale, isLocale, LOCALE_NAMES, splitLocale, SWITCHER_ORDER, withLocale } from '@/lib/i18n/locales';
import { writeLocaleCookie } from '@/lib/i18n/resolve-locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import formStyles from '@/components/form/form.module.css';
import styles from '../shared/profile.module.css';

/**
 * The interface language (SPEC §4): the page moves to the chosen language and the account is told,
 * as the header's switcher does (features/locale-switch; features do not share code, so the few
 * lines are repeated here).
 */
export function LanguageSection() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const selectId = useId();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [changeLocale] = useAccountChangeLocaleMutation();

  const choose = (next: Locale) => {
    if (next === locale) return;
    writeLocaleCookie(next);
    dispatch(accountApi.util.updateQueryData('accountGetInfo', undefined, (draft) => { draft.locale = next; }));
    changeLocale({ locale: next })
      .unwrap()
      .catch(() => void dispatch(showToast({ kind: 'error', messageKey: 'profile:settings.languageFailed' })));
    void navigate(withLocale(next, splitLocale(location.pathname).rest) + location.search + location.hash);
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
