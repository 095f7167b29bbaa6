import type { RouteObject } from 'react-router';
import { preloadNamespaces } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { AppShell } from '../app-shell';
import { AppLoader } from '../app-loader';
import { RouteErrorPage } from '../route-error-page';
import { CanonicalLocaleRedirect, DEFAULT_LOCALE_PREFIX_PATH, rememberDefaultLocale } from './canonical-locale-redirect';
import { anonymousGuard } from './guards';
import { localeMiddleware } from './middleware/locale';
import { redirectsMiddleware } from './middleware/redirects';
import { notFoundLoader } from './not-found-loader';
import { type LayoutName, ROUTES, type RouteDefinition } from './routes';

const LAYOUTS: Record<LayoutName, NonNullable<RouteObject['lazy']>> = {
  default: async () => ({ Component: (await import('../layouts/default-layout')).DefaultLayout }),
  empty: async () => ({ Component: (await import('../layouts/empty-layout')).EmptyLayout }),
  game: async () => ({ Component: (await import('../layouts/game-layout')).GameLayout }),
  icons: async () => ({ Component: (await import('../layouts/icons-layout')).IconsLayout }),
  profile: async () => ({ Component: (await import('../layouts/profile-layout')).ProfileLayout }),
};

/** The route's module, with the route's declared namespaces starting to load beside it. */
export function withNamespaces(
  locale: Locale,
  { lazy, namespaces }: RouteDefinition,
  preload: (locale: Locale, namespaces: readonly string[]) => void = preloadNamespaces,
): RouteObject['lazy'] {
  if (typeof lazy !== 'function' || !namespaces?.length) return lazy;
  return () => {
    preload(locale, namespaces);
    return lazy();
  };
}

function childRoute(locale: Locale, route: RouteDefinition, at: string = ROUTE_PATHS[route.name]): RouteObject {
  const path = at.replace(/^\//, '');
  const common = {
    id: at === ROUTE_PATHS[route.name] ? `${locale}:${route.name}` : `${locale}:${route.name}@${at}`,
    handle: { name: route.name, ...route.handle },
    lazy: withNamespaces(locale, route),
    middleware: route.middleware?.(locale),
    ErrorBoundary: RouteErrorPage,
  };
  return path === '' ? { ...common, index: true } : { ...common, path };
}

/** The routes of one locale (id `locale:xx`), under its prefix. */
export function localeTree(locale: Locale): RouteObject {
  const routes = ROUTES.filter((route) => locale === DEFAULT_LOCALE || !route.unprefixedOnly);
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map(
    (layout): RouteObject => ({
      id: `${locale}:layout:${layout}`,
      lazy: LAYOUTS[layout],
      ErrorBoundary: RouteErrorPage,
      children: [
        ...routes
          .filter((route) => route.layout === layout)
          .flatMap((route) => [childRoute(locale, route), ...(route.alsoAt ?? []).map((at) => childRoute(locale, route, at))]),
        // An address no route matches is a 404 in the locale of its prefix (SPEC §2).
        ...(layout === 'default'
          ? [{ id: `${locale}:notFound`, path: '*', loader: notFoundLoader, ErrorBoundary: RouteErrorPage, handle: { name: 'notFound' } }]
          : []),
      ],
    }),
  );
  return {
    id: `locale:${locale}`,
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    middleware: [localeMiddleware(locale), anonymousGuard],
    ErrorBoundary: RouteErrorPage,
    children: layouts,
  };
}

/** The id of the shell route, the parent of the locale trees. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The route tree: one shell and a locale tree per locale, generated from the one table, routes.ts (docs/architecture.md).
 * The app starts with its address's locale only and adds the others as navigations need them
 * (create-router.ts); the prerender and tests may ask for all four.
 */
export function localizeRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: AppShell,
      HydrateFallback: AppLoader,
      ErrorBoundary: RouteErrorPage,
      middleware: [redirectsMiddleware],
      children: [
        // The default locale has no prefix (SPEC §2): '/ru/...' goes to the unprefixed address.
        { id: 'defaultLocalePrefix', path: DEFAULT_LOCALE_PREFIX_PATH, middleware: [rememberDefaultLocale], Component: CanonicalLocaleRedirect },
        ...locales.map(localeTree),
      ],
    },
  ];
}
