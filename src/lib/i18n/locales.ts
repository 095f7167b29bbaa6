/** The interface languages (SPEC §1). Russian is the default and has no URL prefix. */
export const LOCALES = ['ru', 'en', 'it', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Display names shown in the language switcher, in each language's own words. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  ru: 'Русский',
};

/** Order of the language switcher (SPEC §1 lists English, Italiano, Español, Русский). */
export const SWITCHER_ORDER: readonly Locale[] = ['en', 'it', 'es', 'ru'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Path prefix of a locale: '' for the default, '/en' for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits '/en/gamehall' into { locale: 'en', rest: '/gamehall' }; unprefixed paths are the default locale. */
export function splitLocale(pathname: string): { locale: Locale; prefixed: boolean; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const rest = pathname.slice(match[0].length) || '/';
    return { locale: match[1], prefixed: true, rest };
  }
  return { locale: DEFAULT_LOCALE, prefixed: false, rest: pathname || '/' };
}

/** Puts a locale-free path ('/gamehall') under a locale ('/en/gamehall'; '/' stays '/' for ru, '/en' for en). */
export function withLocale(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/**
 * The canonical address of a path whose first segment names a locale in another spelling (SPEC §2):
 * '/ru/x' -> '/x' (the default locale has no prefix), '/EN/x' -> '/en/x'. Null when the path is
 * canonical already or starts with no locale.
 */
export function canonicalLocalePath(pathname: string): string | null {
  const match = /^\/([a-zA-Z]{2})(?:\/|$)/.exec(pathname);
  const locale = match?.[1].toLowerCase();
  if (!match || !isLocale(locale)) return null;
  if (locale !== DEFAULT_LOCALE && locale === match[1]) return null;
  return withLocale(locale, `/${pathname.slice(match[0].length)}`);
}
