import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { useTranslation } from './use-translation';

/** The active interface language. The router's locale middleware keeps i18next in step with the URL. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
