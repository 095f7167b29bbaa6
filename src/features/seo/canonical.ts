import { splitLocale, withLocale } from '@/lib/i18n/locales';

export type PlatformSegment = 'mobile' | 'desktop';

/**
 * SPEC §2: a path with a /game segment gets a platform segment inserted after the locale
 * segment (if any), and a trailing slash is removed. '/en/game/x/' -> '/en/mobile/game/x'.
 */
export function canonicalPath(pathname: string, platform: PlatformSegment): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { locale, rest } = splitLocale(trimmed);
  if (!/(^|\/)game(\/|$)/.test(rest)) return trimmed || '/';
  return withLocale(locale, `/${platform}${rest}`);
}

export function canonicalUrl(origin: string, pathname: string, platform: PlatformSegment): string {
  return `${origin}${canonicalPath(pathname, platform)}`;
}
