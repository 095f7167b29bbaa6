import { LOCALES } from '@/lib/i18n/locales';
import { href, ROUTE_PATHS, type RouteName } from '@/lib/router/paths';
import { ROUTES } from '@/app/router/routes';
import { ANY_SEGMENT } from './prerendered-page';

/** The file of a page shell in its folder: '/en/game/*' -> en/game/_page.html. */
export const SHELL_FILE = '_page.html';

/**
 * Every address the build prerenders, in every locale: each route marked `prerender` in the route
 * table, and a shell for each route marked `prerender: 'shell'` (its one parameter as '*').
 */
export function prerenderedPaths(): string[] {
  return LOCALES.flatMap((locale) =>
    ROUTES.filter((route) => route.prerender).map((route) =>
      route.prerender === 'shell' ? shellAddress(href(locale, route.name, { [shellParam(route.name)]: 'x' })) : href(locale, route.name),
    ),
  );
}

/** The one parameter of a shell route's path ('/game/:sysname' -> 'sysname'). */
function shellParam(name: RouteName): string {
  const params = [...ROUTE_PATHS[name].matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (params.length !== 1 || !ROUTE_PATHS[name].endsWith(`:${params[0]}`)) {
    throw new Error(`prerender: the shell route ${name} must end in its one parameter`);
  }
  return params[0];
}

/** '/en/game/x' -> '/en/game/*': the address pattern of a page shell. */
function shellAddress(example: string): string {
  return `${example.slice(0, example.lastIndexOf('/'))}/${ANY_SEGMENT}`;
}

/**
 * The file a static host serves for a prerendered address: '/' -> index.html, '/it/gamehall' ->
 * it/gamehall.html, and a shell '/it/game/*' -> it/game/_page.html (docs/static-hosting.md).
 */
export function prerenderedFile(path: string): string {
  if (path === '/') return 'index.html';
  const relative = path.replace(/^\/|\/$/g, '');
  return relative.endsWith(`/${ANY_SEGMENT}`) ? `${relative.slice(0, -ANY_SEGMENT.length)}${SHELL_FILE}` : `${relative}.html`;
}
