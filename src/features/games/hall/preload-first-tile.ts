import { gameImage } from '@/api/games/game-display';
import { gamesApi } from '@/api/games/games-api';
import { preloadImage } from '@/lib/preload/preload-image';
import type { AppDispatch } from '@/store/hooks';
import { GAMES_PAGE_SIZE } from '../grid/game-pages';
import { EMPTY_FILTERS, listFilterOf } from './hall-filters';

/**
 * Asks for the unfiltered hall's first page of games, the grid's own cache entry (the page's early
 * request answers it), and, once it is in, for the first tile's picture with high priority: that
 * picture is the hall's largest paint. Called by the hall route's middleware
 * for the address without a query, before the prerendered page hydrates. The request's own
 * subscription ends once it is answered (the grid subscribes itself).
 */
export function preloadFirstTile(dispatch: AppDispatch): void {
  const request = dispatch(gamesApi.endpoints.gamesGetPages.initiate({ ...listFilterOf(EMPTY_FILTERS), count: GAMES_PAGE_SIZE }));
  void request
    .then((result) => {
      const first = result.data?.pages[0]?.items[0];
      if (first) preloadImage(gameImage(first));
    })
    .finally(() => request.unsubscribe());
}
