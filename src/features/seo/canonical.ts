import { splitLocale, withLocale } from '@/lib/i18n/locales';
import { type PlatformSegment, withoutPlatformSegment } from '@/lib/router/paths';

/**
 * SPEC §2: a path with a /game segment gets a platform segment inserted after the locale
 * segment (if any), and a trailing slash is removed. '/en/game/x/' -> '/en/mobile/game/x'. The
 * canonical address is a game page address too: its own segment is replaced, never doubled.
 */
export function canonicalPath(pathname: string, platform: PlatformSegment): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { locale, rest: prefixed } = splitLocale(trimmed);
  const rest = withoutPlatformSegment(prefixed);
  if (!/(^|\/)game(\/|$)/.test(rest)) return trimmed || '/';
  return withLocale(locale, `/${platform}${rest}`);
}

export function canonicalUrl(origin: string, pathname: string, platform: PlatformSegment): string {
  return `${origin}${canonicalPath(pathname, platform)}`;
}
