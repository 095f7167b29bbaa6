import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterContextProvider,
} from 'react-router';
import type { AppStore } from '@/store/store';
import { isLocale, type Locale, splitLocale } from '@/lib/i18n/locales';
import { localeTree, localizeRoutes, ROOT_ROUTE_ID } from './localize-routes';
import { currentPathContext, storeContext } from '@/lib/router/router-context';

type Router = ReturnType<typeof createBrowserRouter>;

const LOCALE_TREE_ID = /^locale:(.+)$/;

/** The locales whose trees sit under the shell route of `routes`. */
function localesIn(routes: RouteObject[]): Set<Locale> {
  const locales = new Set<Locale>();
  for (const child of routes.find((route) => route.id === ROOT_ROUTE_ID)?.children ?? []) {
    const locale = LOCALE_TREE_ID.exec(child.id ?? '')?.[1];
    if (isLocale(locale)) locales.add(locale);
  }
  return locales;
}

/**
 * Adds the locale tree of a navigation's address the first time one needs it. React Router calls
 * this when no route matches, and when the best match has parameters (the Russian tree's catch-all
 * matches every prefixed address), so `/it/...` finds the Italian tree.
 */
function localeTreesOnDemand(loaded: Set<Locale>): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const { locale } = splitLocale(path);
    if (loaded.has(locale)) return;
    loaded.add(locale);
    patch(ROOT_ROUTE_ID, [localeTree(locale)]);
  };
}

/**
 * The app's router; tests pass `initialEntries` to get a memory router over the same routes. It
 * starts with the route tree of its address's locale only: react-router flattens and ranks every
 * route it is given when it is created (a cost that grows with the four locale trees), and a visit
 * rarely changes language. The other locale trees are added by the first navigation into them.
 */
export function createAppRouter(store: AppStore, options: { initialEntries?: string[]; routes?: RouteObject[] } = {}): Router {
  const address = options.initialEntries?.[0] ?? window.location.pathname;
  const routes = options.routes ?? localizeRoutes([splitLocale(new URL(address, 'http://x').pathname).locale]);
  // getContext runs for the initial navigation too, before the router is returned.
  const created: { router?: Router } = {};
  const init = {
    future: { v8_middleware: true },
    getContext() {
      const context = new RouterContextProvider();
      context.set(storeContext, store);
      // Evaluated before the navigation commits: the address the player is leaving.
      context.set(currentPathContext, created.router?.state.location.pathname ?? window.location.pathname);
      return context;
    },
    patchRoutesOnNavigation: localeTreesOnDemand(localesIn(routes)),
  } as const;
  const router = options.initialEntries
    ? createMemoryRouter(routes, { ...init, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, init);
  created.router = router;
  return router;
}

/**
 * Starts loading the route modules (layout and page) of an address before the router exists, so
 * they arrive beside the translations instead of after them. The router's
 * own `lazy` calls then find the modules loaded. Pass the address's locale tree only (the default):
 * react-router flattens and ranks every route it is given on each call, so one tree costs a
 * quarter of four.
 */
export function preloadRouteModules(pathname: string, routes: RouteObject[] = localizeRoutes([splitLocale(pathname).locale])): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
