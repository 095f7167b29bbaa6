import { type Locale, splitLocale, withLocale } from './locales';

/**
 * The one way to put a link from the content side (CMS, configured buttons, redirect rules) under
 * the player's language: a site path ('/promotions?x=1#top') gets the locale prefix unless it names
 * a locale already ('/en/promotions' stays as it is, whatever the current language). Anything that
 * is not a site path (an absolute or protocol-relative address, a bare '#hash' or query, a
 * relative link) comes back unchanged: it is for the safe-navigation check to judge, not for here.
 */
export function localizeLink(locale: Locale, link: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  // The prefix is read from the path alone: '/en?x=1' and '/en#top' name a locale too.
  const pathname = link.replace(/[?#].*$/, '');
  return splitLocale(pathname).prefixed ? link : withLocale(locale, link);
}
