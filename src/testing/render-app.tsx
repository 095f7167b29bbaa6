import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router/create-router';
import { makeStore } from '@/store/store';
import { initI18n } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';

/** The whole app at `url` with a fresh store and real routes, talking to the MSW mock backend. */
export async function renderApp(url: string) {
  await initI18n(splitLocale(url).locale);
  const store = makeStore();
  const router = createAppRouter(store, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
