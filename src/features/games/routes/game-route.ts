import { data, type LoaderFunctionArgs } from 'react-router';
import { gamesApi } from '@/api/games/games-api';
import { pageNotFoundMessage } from '../router/error-mapping';
import { storeContext } from '../router/router-context';

class GameNotFound extends Error {}

/**
 * /game/{sysname}: the game is fetched through the RTK Query cache before the page renders; an
 * unknown sysname is a 404 (SPEC §8). A failed fetch is not a 404: the page shows its own error.
 */
export async function gameLoader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const store = context.get(storeContext);
  const request$ = store.dispatch(gamesApi.endpoints.gamesGetOne.initiate(params.sysname ?? ''));
  try {
    const game = await request$.unwrap();
    if (game === null) throw new GameNotFound();
  } catch (error) {
    if (error instanceof GameNotFound) throw data(pageNotFoundMessage(new URL(request.url).pathname), { status: 404 });
  } finally {
    request$.unsubscribe();
  }
  return null;
}

export async function gameRoute() {
  const { GamePage } = await import('@/features/games/game-page/game-page');
  return { Component: GamePage, loader: gameLoader };
}
