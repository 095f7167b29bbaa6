import { type Locale, splitLocale, withLocale } from './locales';

/** The address of this page in another language: only the locale prefix changes (docs/product.md). */
export function samePageIn(locale: Locale, { pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return withLocale(locale, splitLocale(pathname).rest) + search + hash;
}
