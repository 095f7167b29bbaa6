
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router/create-router';
import { startingRoutes } from '@/app/router/route-discovery';
import { makeStore } from '@/store/store';
import { initI18n } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import { allNamespaces } from '@/lib/i18n/namespace-files';
import { renderInAct } from './render-in-act';

/** The whole app at `url` with a fresh store and real routes, talking to the MSW mock backend. */
export async function renderApp(url: string) {
  // Every text of the locale at hand: a component that first suspends for its texts inside the
  // synchronous act() of a user-event click is never retried (see render-in-act.ts).
  await (await initI18n(splitLocale(url).locale)).loadNamespaces(allNamespaces());
  const store = makeStore();
  // As in the browser: the address's branch, the rest discovered by navigations.
  const routes = await startingRoutes(new URL(url, 'http://localhost').pathname);
  const router = createAppRouter(store, { initialEntries: [url], routes });
  const view = await renderInAct(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
