import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { catalogue, GAME_MEDIA_PATH, PROVIDER_MEDIA_PATH } from './fixtures/catalogue';
import { gameSvg, providerSvg } from './fixtures/images';
import { findGame } from './games-query';
import { networkGate } from '../core/scenario-gates';

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };

function sysnameOf(file: unknown): string {
  return String(file).replace(/\.svg$/, '');
}

/** Game tiles and provider logos, drawn on request so no image ships in public/ or dist/. */
export const gameMediaHandlers = [
  http.get(`*${GAME_MEDIA_PATH}/:file`, async ({ params, request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const game = findGame(sysnameOf(params.file));
    if (!game) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(gameSvg(game, new URL(request.url).searchParams.get('variant')), { headers: SVG_HEADERS });
  }),
  http.get(`*${PROVIDER_MEDIA_PATH}/:file`, async ({ params }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const provider = catalogue().providers.find((row) => row.sysname === sysnameOf(params.file));
    if (!provider) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(providerSvg(provider), { headers: SVG_HEADERS });
  }),
];
