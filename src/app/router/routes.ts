import type { RouteDefinition } from './route-definition';
import { ACCOUNT_ROUTES } from './sections/account-routes';
import { CASHIER_ROUTES } from './sections/cashier-routes';
import { GAMES_ROUTES } from './sections/games-routes';
import { HOME_ROUTES } from './sections/home-routes';
import { PAGES_ROUTES } from './sections/pages-routes';

/**
 * Every route of SPEC §2, once, without a locale: the sections' tables (sections/) in one. The
 * browser never loads this file: it starts with its address's section and loads another when a
 * navigation first needs it (route-discovery.ts). The build's prerender, the tests and the
 * localized trees of all-routes.ts read the whole table.
 */
export const ROUTES: readonly RouteDefinition[] = [...HOME_ROUTES, ...GAMES_ROUTES, ...CASHIER_ROUTES, ...ACCOUNT_ROUTES, ...PAGES_ROUTES];
