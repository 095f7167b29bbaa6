import { createBrowserRouter, RouterContextProvider } from 'react-router';
import type { AppStore } from '../store';
import { localizeRoutes } from './localize-routes';
import { currentPathContext, storeContext } from './router-context';

type Router = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(store: AppStore): Router {
  // getContext runs for the initial navigation too, before createBrowserRouter returns.
  let router: Router | undefined;
  router = createBrowserRouter(localizeRoutes(), {
    future: { v8_middleware: true },
    getContext() {
      const context = new RouterContextProvider();
      context.set(storeContext, store);
      // Evaluated before the navigation commits: the address the player is leaving.
      context.set(currentPathContext, router?.state.location.pathname ?? window.location.pathname);
      return context;
    },
  });
  return router;
}
