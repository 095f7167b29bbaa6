import type { MiddlewareFunction } from 'react-router';
import { storeContext } from '@/lib/router/router-context';

/**
 * The game hall's largest paint is its first tile's picture (decision record 038). On the address
 * without a query (the hall's filters live in it, and change the list), this starts the first page
 * of games and, once it is in, the picture, while the page's modules load and before the
 * prerendered page hydrates; the navigation waits for neither. As with the home banner, the code is a
 * small chunk of its own (the route's module, with all it imports, arrives later: decision record
 * 038), and the prerenderer runs no middleware.
 */
export const hallTilePreload: MiddlewareFunction = ({ request, context }) => {
  if (new URL(request.url).search !== '') return;
  const { dispatch } = context.get(storeContext);
  void import('@/features/games/hall/preload-first-tile')
    .then(({ preloadFirstTile }) => preloadFirstTile(dispatch))
    .catch(() => undefined);
};
