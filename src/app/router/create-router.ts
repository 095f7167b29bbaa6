import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import type { AppStore } from '@/store/store';
import { currentPathContext, storeContext } from '@/lib/router/router-context';
import { discoverRoutes } from './route-discovery';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router over `routes`; tests pass `initialEntries` to get a memory router. The browser
 * starts with its address's branch only (route-discovery.ts `startingRoutes`): react-router
 * flattens and ranks every route it is given when it is created, and the table's other routes
 * and sections are discovered by the first navigation that needs them (`patchRoutesOnNavigation`).
 */
export function createAppRouter(store: AppStore, options: { initialEntries?: string[]; routes: RouteObject[] }): Router {
  const { routes } = options;
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
    patchRoutesOnNavigation: discoverRoutes(routes),
  } as const;
  const router = options.initialEntries
    ? createMemoryRouter(routes, { ...init, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, init);
  created.router = router;
  return router;
}

/**
 * Starts loading the route modules (layout and page) of an address in `routes` before the router
 * exists, so they arrive beside the translations instead of after them. The router's own `lazy`
 * calls then find the modules loaded.
 */
export function preloadRouteModules(pathname: string, routes: RouteObject[]): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
