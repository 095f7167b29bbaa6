// The framework floor (decision record 031): the libraries the product mandates, wired the way the
// app wires them, around a prerendered header and heading, and nothing else. `npm run bench` builds
// it and measures it beside the real pages, so the gap between the two is the app's own start. Its
// second route, a hall of plain tiles, gives the warm route change the bench times on the site
// (bench/route-change.mjs) a floor of its own: the router's navigation and React's render of a
// trivial page, no more.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The floor measures the library's own hook, not the app's (src/lib/i18n/use-translation.ts).
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ ping: build.query<unknown, void>({ query: () => 'ping' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      common: {
        home: 'Casino',
        hall: 'Game hall',
        promotions: 'Promotions',
        title: 'Play the best slots and live casino games',
        lead: 'Welcome bonus up to 500 EUR and 200 free spins on your first deposit.',
      },
    },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <header>
        <Link to="/">{t('home')}</Link>
        <nav>
          <Link to="/gamehall">{t('hall')}</Link> <Link to="/promotions">{t('promotions')}</Link>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

function Home() {
  const { t } = useTranslation();
  // One store query, as every page of the app makes.
  api.endpoints.ping.useQuery();
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}

const GAMES = Array.from({ length: 24 }, (_, index) => `Game ${index + 1}`);

/** The hall: a heading and a grid of tiles marked as the bench's route change looks for them. */
function Hall() {
  const { t } = useTranslation();
  api.endpoints.ping.useQuery();
  return (
    <main>
      <h1>{t('hall')}</h1>
      <ul data-testid="game-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, padding: 0, listStyle: 'none' }}>
        {GAMES.map((name) => (
          <li key={name}>
            <button type="button" data-control="play">{name}</button>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'gamehall', element: <Hall /> },
      { path: '*', element: <Home /> },
    ],
  },
]);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
