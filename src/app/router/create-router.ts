import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import type { AppStore } from '@/store/store';
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

/**
 * Starts loading the route modules (layout and page) of an address before the router exists, so
 * they arrive beside the translations instead of after them (decision record 028). The router's
 * own `lazy` calls then find the modules loaded.
 */
export function preloadRouteModules(pathname: string, routes: RouteObject[] = localizeRoutes()): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
