import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import type { AppStore } from '@/store/store';
import { splitLocale } from '@/lib/i18n/locales';
import { localizeRoutes } from './localize-routes';
import { currentPathContext, storeContext } from '@/lib/router/router-context';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app's router; tests pass `initialEntries` to get a memory router over the same routes. */
export function createAppRouter(store: AppStore, options: { initialEntries?: string[]; routes?: RouteObject[] } = {}): Router {
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
  } as const;
  const routes = options.routes ?? localizeRoutes();
  const router = options.initialEntries
    ? createMemoryRouter(routes, { ...init, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, init);
  created.router = router;
  return router;
}

/** The route tree with only the locale tree (id `locale:xx`, localize-routes.ts) of the address's locale. */
function localeOnly(routes: RouteObject[], pathname: string): RouteObject[] {
  const keep = `locale:${splitLocale(pathname).locale}`;
  return routes.map((route) =>
    route.children?.some((child) => child.id?.startsWith('locale:'))
      ? { ...route, children: route.children.filter((child) => !child.id?.startsWith('locale:') || child.id === keep) }
      : route,
  );
}

/**
 * Starts loading the route modules (layout and page) of an address before the router exists, so
 * they arrive beside the translations instead of after them (decision record 028). The router's
 * own `lazy` calls then find the modules loaded. Matched against the address's locale tree only:
 * react-router flattens and ranks every route it is given on each call (about 100 ms at 4x CPU for
 * the four trees, a quarter of that for one; decision record 031).
 */
export function preloadRouteModules(pathname: string, routes: RouteObject[] = localizeRoutes()): void {
  for (const { route } of matchRoutes(localeOnly(routes, pathname), pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
