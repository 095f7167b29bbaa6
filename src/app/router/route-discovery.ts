import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, type Locale, splitLocale } from '@/lib/i18n/locales';
import { PLATFORM_SEGMENTS, ROUTE_PATHS, type RouteName, UNPREFIXED_ONLY_ROUTES } from '@/lib/router/paths';
import type { RouteDefinition } from './route-definition';
import { layoutId, layoutRoute, localeTree, ROOT_ROUTE_ID, routeChildren, shellRoutes } from './localize-routes';
import { HOME_ROUTES } from './sections/home-routes';

/**
 * The route table's sections (sections/): each a chunk of its own, loaded when a navigation first
 * needs one of its routes, so a page's start carries its own route's line and not the table's
 * sixty with their modules' import lists. The home page's line is in every locale tree from the
 * start: the tree's own address would match the tree alone without it (react-router looks for
 * routes only when none matches, or the match has parameters), and redirects lead there.
 */
const SECTIONS = {
  home: () => Promise.resolve(HOME_ROUTES),
  games: async () => (await import('./sections/games-routes')).GAMES_ROUTES,
  cashier: async () => (await import('./sections/cashier-routes')).CASHIER_ROUTES,
  account: async () => (await import('./sections/account-routes')).ACCOUNT_ROUTES,
  pages: async () => (await import('./sections/pages-routes')).PAGES_ROUTES,
} satisfies Record<string, () => Promise<readonly RouteDefinition[]>>;

type Section = keyof typeof SECTIONS;

/**
 * The section whose table holds a route, from its name: a rule rather than a list of the sixty
 * names, which every page's entry would carry (route-discovery.test.ts checks it against the tables).
 * @internal exported for route-discovery.test.ts
 */
export function sectionOf(name: RouteName): Section {
  if (name === 'home') return 'home';
  if (name.startsWith('cashier')) return 'cashier';
  if (/^(game|providers|profileGameHistory)/.test(name)) return 'games';
  if (/^(profile|confirmation|sign|resetPassword|responsibleGame|bets$)/.test(name)) return 'account';
  return 'pages';
}

/** The addresses of a locale's routes, paths only: enough to rank an address as the router does. */
function addressTree(locale: Locale): RouteObject[] {
  const names = (Object.keys(ROUTE_PATHS) as RouteName[]).filter((name) => locale === DEFAULT_LOCALE || !UNPREFIXED_ONLY_ROUTES.includes(name));
  const child = (name: RouteName, at: string): RouteObject => (at === '/' ? { id: name, index: true } : { id: name, path: at.slice(1) });
  return [
    {
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      children: [
        ...names.map((name) => child(name, ROUTE_PATHS[name])),
        // The game page's canonical addresses (its table line's `alsoAt`).
        ...PLATFORM_SEGMENTS.map((platform) => child('game', `/${platform}${ROUTE_PATHS.game}`)),
      ],
    },
  ];
}

const addressTrees = new Map<Locale, RouteObject[]>();

/**
 * The locale of an address and the route that shows it, or null for a 404.
 * @internal exported for route-discovery.test.ts
 */
export function routeAt(pathname: string): { locale: Locale; name: RouteName | null } {
  const { locale } = splitLocale(pathname);
  let tree = addressTrees.get(locale);
  if (!tree) addressTrees.set(locale, (tree = addressTree(locale)));
  const matches = matchRoutes(tree, pathname);
  return { locale, name: (matches?.at(-1)?.route.id as RouteName | undefined) ?? null };
}

/** The table line of a route, once its section has loaded. */
async function definitionOf(name: RouteName): Promise<RouteDefinition | undefined> {
  return (await SECTIONS[sectionOf(name)]()).find((route) => route.name === name);
}

/**
 * The routes a page starts with: the shell and its address's branch (its locale tree with the
 * route's layout and line, and the 404). The rest of the table is discovered by navigations.
 */
export async function startingRoutes(pathname: string): Promise<RouteObject[]> {
  const { locale, name } = routeAt(pathname);
  const definition = name ? await definitionOf(name) : undefined;
  return shellRoutes([localeTree(locale, withHome(definition))]);
}

/** The home page's line and a route's, once. */
function withHome(definition: RouteDefinition | undefined): RouteDefinition[] {
  return definition && definition.name !== 'home' ? [...HOME_ROUTES, definition] : [...HOME_ROUTES];
}

function routeIds(routes: RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.id) into.add(route.id);
    if (route.children) routeIds(route.children, into);
  }
  return into;
}

/**
 * Adds the route of a navigation's address the first time one needs it, with its layout and its
 * locale tree when those are new. React Router calls this when no route matches, and when the best
 * match has parameters: the 404 (`*`) and the Russian tree's catch-all match every address not
 * discovered yet, so every new address comes here.
 */
export function discoverRoutes(routes: RouteObject[]): PatchRoutesOnNavigationFunction {
  const known = routeIds(routes);
  return async ({ path, patch }) => {
    const { locale, name } = routeAt(path);
    const definition = name ? await definitionOf(name) : undefined;
    const treeId = `locale:${locale}`;
    if (!known.has(treeId)) {
      const tree = localeTree(locale, withHome(definition));
      patch(ROOT_ROUTE_ID, [tree]);
      routeIds([tree], known);
      return;
    }
    if (!definition || known.has(`${locale}:${definition.name}`)) return;
    const layout = layoutId(locale, definition.layout);
    const added = known.has(layout) ? routeChildren(locale, definition) : [layoutRoute(locale, definition.layout, [definition])];
    patch(known.has(layout) ? layout : treeId, added);
    routeIds(added, known);
  };
}
