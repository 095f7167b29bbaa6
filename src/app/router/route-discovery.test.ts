import { matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, withLocale } from '@/lib/i18n/locales';
import { fillPath, ROUTE_PATHS, type RouteName } from '@/lib/router/paths';
import { localizeRoutes } from './all-routes';
import { discoverRoutes, routeAt, sectionOf, startingRoutes } from './route-discovery';
import { ROUTES } from './routes';
import { ACCOUNT_ROUTES } from './sections/account-routes';
import { CASHIER_ROUTES } from './sections/cashier-routes';
import { GAMES_ROUTES } from './sections/games-routes';
import { HOME_ROUTES } from './sections/home-routes';
import { PAGES_ROUTES } from './sections/pages-routes';

const fill = (template: string) => {
  const params: Record<string, string> = { '*': 'a/b' };
  for (const [, name] of template.matchAll(/:(\w+)/g)) params[name] = 'sample';
  return fillPath(template, params);
};

/** Every route's sample addresses in every locale tree it is in, and some of no route. */
const ADDRESSES = [
  ...LOCALES.flatMap((locale) =>
    ROUTES.filter((route) => locale === DEFAULT_LOCALE || !route.unprefixedOnly).flatMap((route) =>
      [ROUTE_PATHS[route.name], ...(route.alsoAt ?? [])].map((template) => withLocale(locale, fill(template))),
    ),
  ),
  '/en/responsible-game',
  '/it/no/such/page',
  '/deep/er/than/any',
];

const leafId = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

describe('route discovery', () => {
  it('names each route in the section whose table holds it', () => {
    const tables = { home: HOME_ROUTES, games: GAMES_ROUTES, cashier: CASHIER_ROUTES, account: ACCOUNT_ROUTES, pages: PAGES_ROUTES };
    for (const [section, routes] of Object.entries(tables)) {
      for (const route of routes) expect(sectionOf(route.name), route.name).toBe(section);
    }
    expect(ROUTES.map((route) => route.name).sort()).toEqual((Object.keys(ROUTE_PATHS) as RouteName[]).sort());
  });

  it('finds for every address the route the whole table matches', { timeout: 30_000 }, () => {
    const trees = new Map(LOCALES.map((locale) => [locale, localizeRoutes([locale])]));
    for (const address of ADDRESSES) {
      const { locale, name } = routeAt(address);
      expect(`${locale}:${name ?? 'notFound'}`, address).toBe(leafId(trees.get(locale)!, address)?.replace(/@.*$/, ''));
    }
  });

  it('starts with the address’s branch and the home page, and adds the rest as navigations need it', async () => {
    const routes = await startingRoutes('/en/gamehall');
    expect(leafId(routes, '/en/gamehall')).toBe('en:gamehall');
    expect(leafId(routes, '/en')).toBe('en:home');
    expect(leafId(routes, '/en/providers')).toBe('en:notFound');

    const patched: { parent: string; ids: (string | undefined)[] }[] = [];
    const discover = discoverRoutes(routes);
    const navigate = (path: string) =>
      discover({ path, matches: [], signal: new AbortController().signal, fetcherKey: undefined, patch: (parent, children) => patched.push({ parent: parent ?? '', ids: children.map((child) => child.id) }) });

    await navigate('/en/providers');
    expect(patched.at(-1)).toEqual({ parent: 'en:layout:default', ids: ['en:providers'] });
    // A new layout comes with its route; a known route is not added twice.
    await navigate('/en/desktop/game/x');
    expect(patched.at(-1)).toEqual({ parent: 'locale:en', ids: ['en:layout:game'] });
    const count = patched.length;
    await navigate('/en/game/y');
    await navigate('/en/nowhere/at/all');
    expect(patched).toHaveLength(count);
    // Another locale: its tree, with the home page and the 404.
    await navigate('/it/cashier/deposit');
    expect(patched.at(-1)).toEqual({ parent: 'root', ids: ['locale:it'] });
  });
});
