import { siteCookieAttributes } from '@/lib/cookies/site-cookie-attributes';
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

// document.cookie directly: js-cookie (1 KB gzip) would sit in the entry chunk for these two lines.
export function readLocaleCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === LOCALE_COOKIE) {
      try {
        return decodeURIComponent(pair.slice(eq + 1));
      } catch {
        return pair.slice(eq + 1);
      }
    }
  }
  return undefined;
}

/** Lax on the site; `SameSite=None; Secure; Partitioned` inside a partner's page of another site. */
export function writeLocaleCookie(locale: Locale, win?: Window): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + LOCALE_COOKIE_DAYS * 86_400_000).toUTCString();
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; expires=${expires}; path=/; ${siteCookieAttributes(win ?? window)}`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
