/**
 * A game provider's frame on a host of its own, over https, as the games API hands out launch
 * addresses in a deployment (docs/third-parties.md "Game providers": `frame-src https:`, fullscreen
 * through the game frame's `allow`). The mock server's games live on a second port of 127.0.0.1
 * (mocks/server/game-origin.ts) over plain http, which a production build refuses to frame
 * (src/lib/navigation/launch-scheme.ts): every spec that plays a game on the production build
 * installs this stand-in. It moves the games: the launch addresses of the games API's answers point
 * at the provider's host, and that host is answered from the mock games' origin (their page, spins
 * and balance, the same wallet). The mock studios are invented, so is the host (`.example`).
 * `seen` lists the provider host's requests.
 */
import type { BrowserContext } from '@playwright/test';
import { answerFrom, rewriteSiteAnswers } from './game-and-payment-site-answers';
import type { StandIn } from './stand-in';

export const GAME_PROVIDER_ORIGIN = 'https://games.orbit-forge.example';

/** A launch address on the mock games' origin, in a JSON answer (mocks/games/mock-game/mock-game.ts). */
const MOCK_LAUNCH = /http:\/\/(127\.0\.0\.1|localhost):(\d+)(\/mock-games\/)/g;

export interface GameProviderStandIn extends StandIn {
  readonly seen: string[];
}

/** `siteUrl`: the site's origin (the `backend` fixture's url), whose games API answers are rewritten. */
export function gameProviderStandIn(siteUrl: string): GameProviderStandIn {
  const seen: string[] = [];
  let gamesOrigin: string | null = null;
  return {
    name: 'game-providers',
    seen,
    async install(context: BrowserContext) {
      await rewriteSiteAnswers(context, siteUrl, '/games/get', (text) =>
        text.replace(MOCK_LAUNCH, (_match, host: string, port: string, path: string) => {
          gamesOrigin = `http://${host}:${port}`;
          return `${GAME_PROVIDER_ORIGIN}${path}`;
        }),
      );
      await context.route(
        (url) => url.origin === GAME_PROVIDER_ORIGIN,
        (route) => {
          seen.push(`${route.request().method()} ${route.request().url()}`);
          if (gamesOrigin === null) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'no game was launched' });
          return answerFrom(route, context, gamesOrigin);
        },
      );
    },
  };
}
