import { PLATFORM_SEGMENTS, ROUTE_PATHS } from '@/lib/router/paths';
import { type RouteDefinition, protectedRoute } from '../route-definition';
import { categoryRedirect } from '../middleware/route-redirects';
import { hallTilePreload } from '../middleware/early-pictures';

/** The game hall, the game page, the providers and the game history. */
export const GAMES_ROUTES: readonly RouteDefinition[] = [
  { name: 'game', layout: 'game', prerender: 'shell', lazy: () => import('@/features/games/routes/game-route'), namespaces: ['game', 'games'], handle: { gamePage: true, seoUrlPattern: '/game/##name##' }, alsoAt: PLATFORM_SEGMENTS.map((platform) => `/${platform}${ROUTE_PATHS.game}`) },
  { name: 'gamehall', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/hall-route'), middleware: () => [hallTilePreload] },
  { name: 'gamehallCategory', layout: 'default', middleware: (l) => [categoryRedirect(l)] },
  { name: 'providers', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/providers-route') },
  { name: 'profileGameHistory', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/games/routes/game-history-route') },
];
