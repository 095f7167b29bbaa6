import { LOCALES } from '@/lib/i18n/locales';
import { href, ROUTE_PATHS, type RouteName } from '@/lib/router/paths';
import { ROUTES } from '@/app/router/routes';
import { ANY_SEGMENT } from '@/lib/router/page-address';

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
