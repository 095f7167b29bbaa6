import type { LoaderFunctionArgs } from 'react-router';
import { gamesApi } from '@/api/games/games-api';
import { prefetchOrNotFound, storeContext } from '@/lib/router/router-context';

export { GamePage as Component } from '../game-page/game-page';

/**
 * Route module of /game/{sysname}: the game is fetched through the RTK Query cache before the page
 * renders; an unknown sysname is a 404 (SPEC §8). A failed fetch is not a 404: the page shows its own error.
 */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const store = context.get(storeContext);
  return prefetchOrNotFound(request, store.dispatch(gamesApi.endpoints.gamesGetOne.initiate(params.sysname ?? '')));
}
