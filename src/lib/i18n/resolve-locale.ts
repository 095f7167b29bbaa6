import { type CookieWindow, inForeignFrame, siteCookieAttributes } from '@/lib/cookies/site-cookie-attributes';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocale } from './locales';

export const LOCALE_COOKIE = 'i18n_locale';
/** SPEC §9: the locale cookie lasts one year (31536000000 ms) on path '/'; max-age counts seconds. */
const LOCALE_COOKIE_MAX_AGE = 31_536_000;

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

// document.cookie directly: js-cookie (1 KB gzip) would sit in the entry chunk for these lines. The
// value needs no decoding: only a locale code counts, and the caller checks it.
// In a partner's frame of another site, browsers without partitioned cookies (Safari) keep no cookie
// at all; the frame's own storage (kept per top-level site) remembers the language there instead.
export function readLocaleCookie(win?: CookieWindow): string | null | undefined {
  if (typeof document === 'undefined') return undefined;
  // LOCALE_COOKIE's value (a literal: shorter in the entry chunk than a RegExp built from the name).
  const cookie = /(?:^|; )i18n_locale=([^;]*)/.exec(document.cookie)?.[1];
  if (cookie || !inForeignFrame(win)) return cookie;
  try {
    return localStorage.getItem(LOCALE_COOKIE);
  } catch {
    return null; // storage refused (blocked, private modes): nothing was remembered
  }
}

/** Lax on the site; `SameSite=None; Secure; Partitioned` inside a partner's page of another site. */
export function writeLocaleCookie(locale: Locale, win?: Window): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; ${siteCookieAttributes(win ?? window)}`;
  if (inForeignFrame(win)) {
    try {
      localStorage.setItem(LOCALE_COOKIE, locale);
    } catch {
      // storage refused: the language is asked again at the next load
    }
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
