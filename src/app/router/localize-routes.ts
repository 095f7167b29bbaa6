import type { RouteObject } from 'react-router';
import { preloadNamespaces } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { AppShell } from '../app-shell';
import { AppLoader } from '../app-loader';
import { RouteErrorPage } from '../route-error-page';
import { CanonicalLocaleRedirect, DEFAULT_LOCALE_PREFIX_PATH, rememberDefaultLocale } from './canonical-locale-redirect';
import { anonymousGuard } from './guards';
import { localeMiddleware } from './middleware/locale';
import { redirectsMiddleware } from './middleware/redirects';
import { notFoundLoader } from './not-found-loader';
import type { LayoutName, RouteDefinition } from './route-definition';

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

/** Whether `route` belongs in the tree of `locale`. */
function inLocale(locale: Locale, route: RouteDefinition): boolean {
  return locale === DEFAULT_LOCALE || !route.unprefixedOnly;
}

/** The id of a locale's layout route. */
export const layoutId = (locale: Locale, layout: LayoutName): string => `${locale}:layout:${layout}`;

/** A route's child routes in a layout: its own path and its `alsoAt` paths. */
export function routeChildren(locale: Locale, route: RouteDefinition): RouteObject[] {
  return [childRoute(locale, route), ...(route.alsoAt ?? []).map((at) => childRoute(locale, route, at))];
}

/** One layout of a locale with the given routes; the default layout also holds the 404. */
export function layoutRoute(locale: Locale, layout: LayoutName, routes: readonly RouteDefinition[]): RouteObject {
  return {
    id: layoutId(locale, layout),
    lazy: LAYOUTS[layout],
    ErrorBoundary: RouteErrorPage,
    children: [
      ...routes.filter((route) => route.layout === layout && inLocale(locale, route)).flatMap((route) => routeChildren(locale, route)),
      // An address no route matches is a 404 in the locale of its prefix (SPEC §2).
      ...(layout === 'default'
        ? [{ id: `${locale}:notFound`, path: '*', loader: notFoundLoader, ErrorBoundary: RouteErrorPage, handle: { name: 'notFound' } }]
        : []),
    ],
  };
}

/**
 * The tree of one locale (id `locale:xx`), under its prefix, with the layouts `routes` use. The
 * default layout is always there: it holds the 404, which also sends the router to look for a route
 * it has not been given yet (route-discovery.ts).
 */
export function localeTree(locale: Locale, routes: readonly RouteDefinition[]): RouteObject {
  const used = new Set<LayoutName>(['default', ...routes.filter((route) => inLocale(locale, route)).map((route) => route.layout)]);
  return {
    id: `locale:${locale}`,
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    middleware: [localeMiddleware(locale), anonymousGuard],
    ErrorBoundary: RouteErrorPage,
    children: (Object.keys(LAYOUTS) as LayoutName[]).filter((layout) => used.has(layout)).map((layout) => layoutRoute(locale, layout, routes)),
  };
}

/** The id of the shell route, the parent of the locale trees. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The route tree: the shell and the given locale trees (docs/architecture.md). The browser starts
 * with its address's branch only (route-discovery.ts); the prerender and tests pass whole trees
 * (all-routes.ts).
 */
export function shellRoutes(localeTrees: RouteObject[]): RouteObject[] {
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
        ...localeTrees,
      ],
    },
  ];
}
