import type { RouteObject } from 'react-router';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localeTree, shellRoutes } from './localize-routes';
import { ROUTES } from './routes';

/**
 * The whole route tree of the given locales, every route of the table in each: for the build's
 * prerender and for tests. The browser starts with its address's branch instead (route-discovery.ts).
 */
export function localizeRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  return shellRoutes(locales.map((locale) => localeTree(locale, ROUTES)));
}
