import { gamesApi } from '@/api/games/games-api';
import { entityLoader } from '@/lib/router/entity-loader';

export { GamePage as Component } from '../game-page/game-page';

/** Route module of /game/{sysname}: an unknown sysname is a 404; the game is prefetched (it has no locale). */
export const loader = entityLoader({
  param: 'sysname',
  prefetch: ({ id: sysname, dispatch }) => dispatch(gamesApi.endpoints.gamesGetOne.initiate(sysname)),
});
