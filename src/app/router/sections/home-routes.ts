import type { RouteDefinition } from '../route-definition';
import { homeBannerPreload } from '../middleware/early-pictures';

/** The home page. Its module is the app's own: it composes several features. */
export const HOME_ROUTES: readonly RouteDefinition[] = [
  { name: 'home', layout: 'default', prerender: true, lazy: () => import('../../routes/home-route'), middleware: (l) => [homeBannerPreload(l)] },
];
