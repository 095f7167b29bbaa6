import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { PLATFORM_SEGMENTS, ROUTE_PATHS, type RouteName, UNPREFIXED_ONLY_ROUTES } from './paths.ts';

/**
 * The addresses the route table answers, as regular expressions for the web app's worker
 * (src/lib/pwa/sw.ts, decision record 058): its navigation fallback and page routes take only these, so
 * every other navigation on the site's origin (a backend, the social login's `/oauth/init`, a file the
 * host serves) reaches the network. Relative imports: the worker's build has none of the app's aliases.
 */

/**
 * First segments that are no content page, though `/:slug` would take them: the backends' folders
 * (`/api` and `/cms` alone too, as a host that proxies `/api/` may proxy `/api`), the social login's
 * `/oauth`, and the mock HTTP server's admin (`/__mock`) and pages (`/mock-games`, `/mock-pay`).
 */
const NOT_A_SLUG = '(?:api|cms|oauth|__mock)(?![^/?])|mock-';
/** A content page's slug: a plain name. A dot makes it a file (`/robots.txt`, a host's verification file). */
const SLUG = `(?!${NOT_A_SLUG})[^/?.]+`;
const PARAM = '[^/?]+';
/** What may follow a page's address: a trailing slash, a query (Workbox matches the path with its query). */
const END = '/?(?:\\?.*)?$';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/cashier/paypending/:transaction?' -> '/cashier/paypending(?:/[^/?]+)?'; '/' -> ''. */
function templatePattern(template: string, param = PARAM): string {
  return template
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '') return '';
      if (segment === '*') return '(?:/[^?]*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? `(?:/${param})?` : `/${param}`;
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
}

/** A route's locale-free addresses: its template, and the game page's platform forms (routes.ts `alsoAt`). */
function routePatterns(name: RouteName): string[] {
  if (name === 'contentPage') return [templatePattern(ROUTE_PATHS.contentPage, SLUG)];
  const main = templatePattern(ROUTE_PATHS[name]);
  return name === 'game' ? [main, ...PLATFORM_SEGMENTS.map((platform) => `/${platform}${main}`)] : [main];
}

const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const ANY_PREFIX = `(?:/(?:${PREFIXED_LOCALES.join('|')}))?`;

function treePattern(prefix: string, names: readonly RouteName[]): RegExp {
  const shapes = [...new Set(names.flatMap(routePatterns))];
  // Case-insensitive, as the router matches (and the app spells '/EN/x' as '/en/x' itself).
  return new RegExp(`^${prefix}(?:${shapes.join('|')})${END}`, 'i');
}

const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

/**
 * The navigation fallback's allow-list: the unprefixed tree, also under `/ru` (which the app sends
 * to the unprefixed address), and the tree of the other locales. The not-found route (`*`) is left
 * out on purpose: an address of no route's shape is the host's to answer.
 */
export const APP_PAGES: readonly RegExp[] = [
  treePattern(`(?:/${DEFAULT_LOCALE})?`, ROUTE_NAMES),
  treePattern(
    `/(?:${PREFIXED_LOCALES.join('|')})`,
    ROUTE_NAMES.filter((name) => !UNPREFIXED_ONLY_ROUTES.includes(name)),
  ),
];

/** A game page in any locale: the worker answers it with its locale's game page shell (decision record 040). */
export const GAME_PAGE = new RegExp(`^${ANY_PREFIX}${templatePattern(ROUTE_PATHS.game)}${END}`);

/**
 * The folder form of a prerendered page's address (`/it/gamehall/`, `/en/`): an optional locale and
 * one lowercase segment that could be a page. The worker answers it with that page's file (decision
 * record 056), so the name it looks up is never another origin's (`//host/`) nor a backend's.
 */
export const PAGE_FOLDER = new RegExp(`^${ANY_PREFIX}/(?!${NOT_A_SLUG})[a-z0-9-]+/(?:\\?.*)?$`);
