import { useLocation, useMatches, useParams } from 'react-router';
import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { withoutPlatformSegment } from '@/lib/router/paths';

/** What the SEO layer needs of the current route: its name, SEO url pattern, path and locale. */
export interface SeoRoute {
  /** The route name of the route table ('promotion'); 'home' when nothing matched by name. */
  name: string;
  /** The route's SEO url pattern ('/promotions/##name##'), when it has one. */
  pattern?: string;
  /** The path without locale prefix, platform segment and trailing slash ('/promotions/3', '/game/x'). */
  path: string;
  locale: Locale;
  params: Readonly<Record<string, string | undefined>>;
}

interface SeoHandle {
  name?: string;
  seoUrlPattern?: string;
}

export function pathWithoutLocale(pathname: string): { locale: Locale; path: string } {
  const { locale, rest } = splitLocale(pathname);
  // A canonical game address ('/desktop/game/x') has the records of the game page's own.
  const bare = withoutPlatformSegment(rest);
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return { locale, path: trimmed || '/' };
}

/** The SEO part of the innermost named route's handle (the client's matches and the build's alike). */
export function seoHandle(matches: ReadonlyArray<{ handle?: unknown }>): SeoHandle | undefined {
  return [...matches].reverse().find((match) => (match.handle as SeoHandle | undefined)?.name)?.handle as SeoHandle | undefined;
}

export function useSeoRoute(): SeoRoute {
  const matches = useMatches();
  const { pathname } = useLocation();
  const params = useParams();
  const handle = seoHandle(matches);
  const { locale, path } = pathWithoutLocale(pathname);
  return { name: handle?.name ?? 'home', pattern: handle?.seoUrlPattern, path, locale, params };
}
