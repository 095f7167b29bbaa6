import Cookies from 'js-cookie';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocale } from './locales';

export const LOCALE_COOKIE = 'i18n_locale';
/** SPEC §9: the locale cookie lasts one year (31536000000 ms) on path '/'. */
const LOCALE_COOKIE_DAYS = 365;

export interface LocaleSources {
  pathname: string;
  accountLocale?: string | null;
  cookieLocale?: string | null;
  browserLanguages?: readonly string[];
}

/** 'en-US' -> 'en'; unsupported languages give undefined. */
function fromLanguageTag(tag: string): Locale | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/**
 * SPEC §2: the locale comes from the path prefix, then the account locale, the cookie,
 * the browser languages, and falls back to ru. An unprefixed path is the ru version only
 * when nothing else asks for another language.
 */
export function resolveLocale({ pathname, accountLocale, cookieLocale, browserLanguages = [] }: LocaleSources): Locale {
  const fromPath = splitLocale(pathname);
  if (fromPath.prefixed) return fromPath.locale;
  if (isLocale(accountLocale)) return accountLocale;
  if (isLocale(cookieLocale)) return cookieLocale;
  for (const tag of browserLanguages) {
    const locale = fromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE);
}

export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
