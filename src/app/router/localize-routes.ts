import type { RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { AppShell } from '../app-shell';
import { AppLoader } from '../app-loader';
import { RouteErrorPage } from '../route-error-page';
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

function childRoute(locale: Locale, route: RouteDefinition): RouteObject {
  const path = ROUTE_PATHS[route.name].replace(/^\//, '');
  const common = {
    id: `${locale}:${route.name}`,
    handle: { name: route.name, ...route.handle },
    lazy: route.lazy,
    middleware: route.middleware?.(locale),
    ErrorBoundary: RouteErrorPage,
  };
  return path === '' ? { ...common, index: true } : { ...common, path };
}

function localeTree(locale: Locale): RouteObject {
  const routes = ROUTES.filter((route) => locale === DEFAULT_LOCALE || !route.unprefixedOnly);
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map(
    (layout): RouteObject => ({
      id: `${locale}:layout:${layout}`,
      lazy: LAYOUTS[layout],
      ErrorBoundary: RouteErrorPage,
      children: [
        ...routes.filter((route) => route.layout === layout).map((route) => childRoute(locale, route)),
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

/** The whole route tree: one shell, four locale trees generated from the one table (DESIGN §3). */
export function localizeRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: AppLoader,
      ErrorBoundary: RouteErrorPage,
      middleware: [redirectsMiddleware],
      children: LOCALES.map(localeTree),
    },
  ];
}
