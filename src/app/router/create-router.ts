import { createBrowserRouter, createMemoryRouter, RouterContextProvider } from 'react-router';
import type { AppStore } from '@/store/store';
import { localizeRoutes } from './localize-routes';
import { currentPathContext, storeContext } from '@/lib/router/router-context';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app's router; tests pass `initialEntries` to get a memory router over the same routes. */
export function createAppRouter(store: AppStore, options: { initialEntries?: string[] } = {}): Router {
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
  const router = options.initialEntries
    ? createMemoryRouter(localizeRoutes(), { ...init, initialEntries: options.initialEntries })
    : createBrowserRouter(localizeRoutes(), init);
  created.router = router;
  return router;
}
