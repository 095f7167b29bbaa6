import { HttpResponse } from 'msw';
import { http } from '../../core/lean-http';
import { sessionAccount, walletOf } from '../../account/accounts';
import { wagerBet } from '../../bonuses/bonus-tables';
import { persistDb } from '../../core/db';
import { gameRoundsTable, nextRoundId } from '../game-tables';
import { addLoyaltyPoints } from '../../loyalty/loyalty-tables';
import type { AccountRow } from '../../core/schema';
import { catalogue, LARGE_CATALOGUE_SIZE } from '../fixtures/catalogue';
import { hashText } from '../fixtures/prng';
import { MOCK_GAME_FRAME_PAGE } from './bridge-messages';
import { BALANCE_PATH, MOCK_GAMES_PATH, renderMockGamePage, SPIN_PATH } from './mock-game-page';
import { BETS, payout, type SpinForce, spinReels } from './slot-rules';
import { findGame } from '../games-query';
import { addTournamentPoints } from '../../tournaments/tournament-points';
import { networkGate } from '../../core/scenario-gates';

/**
 * The mock game provider: the launch address games.get hands out, the game page itself and the spin
 * endpoint real-money play talks to. Nothing of it ships in production builds.
 */
export function sessionToken(uid: number, sysname: string): string {
  return `${uid}.${hashText(`mock-game:${uid}:${sysname}`).toString(36)}`;
}

/** The signed-in account a session belongs to, or null (wrong game, signed out, another player). */
function sessionOwner(session: unknown, sysname: unknown): AccountRow | null {
  const account = sessionAccount();
  if (!account || typeof session !== 'string' || typeof sysname !== 'string') return null;
  return session === sessionToken(account.uid, sysname) ? account : null;
}

/**
 * Set by the mock HTTP server on every request it hands to the handlers (an incoming one is
 * dropped): the port of its games' origin (mocks/server/server.ts).
 */
export const GAME_PORT_HEADER = 'x-mock-game-port';

/**
 * Set by the mock HTTP server instead when it was told where the games answer under a provider's
 * own https host (its --game-origin: a measuring browser maps that host onto a proxy of the games'
 * port, as production builds frame https only).
 */
export const GAME_ORIGIN_HEADER = 'x-mock-game-origin';

/**
 * The launch address. Behind the mock HTTP server: the game page on the games' own origin (same
 * host, the games' port), which production builds frame as another site. In mock builds: the static
 * frame page on the site's origin, framed without allow-same-origin, which gets its game through
 * the app window (mocks/games/mock-game/mock-game-bridge.ts).
 */
export function mockGameUrl(request: Request, sysname: string, mode: 'demo' | 'real', lang: string, account?: AccountRow): string {
  const gamePort = request.headers.get(GAME_PORT_HEADER);
  const gameOrigin = request.headers.get(GAME_ORIGIN_HEADER);
  let url: URL;
  if (gameOrigin !== null) {
    url = new URL(`${MOCK_GAMES_PATH}/${encodeURIComponent(sysname)}`, gameOrigin);
  } else if (gamePort !== null && /^\d+$/.test(gamePort)) {
    const origin = new URL(new URL(request.url).origin);
    origin.port = gamePort;
    url = new URL(`${MOCK_GAMES_PATH}/${encodeURIComponent(sysname)}`, origin);
  } else {
    url = new URL(MOCK_GAME_FRAME_PAGE, new URL(request.url).origin);
    url.searchParams.set('game', sysname);
  }
  url.searchParams.set('mode', mode);
  url.searchParams.set('lang', lang);
  if (mode === 'real' && account) url.searchParams.set('session', sessionToken(account.uid, sysname));
  return url.href;
}

/**
 * The game page for a launch address: /mock-games/<sysname> (served by the games' origin, its spins
 * are fetches there) or the frame page's /mock-game.html?game=<sysname> (written into the frame by
 * the app window's bridge, its spins are messages). Null for any other address or an unknown game.
 */
export function mockGamePageFor(url: URL): string | null {
  const match = /^\/mock-games\/([^/]+)$/.exec(url.pathname);
  const framePage = url.pathname === MOCK_GAME_FRAME_PAGE;
  if (!match && !framePage) return null;
  let sysname: string;
  try {
    sysname = match ? decodeURIComponent(match[1]) : (url.searchParams.get('game') ?? '');
  } catch {
    return null;
  }
  // The frame may be opened before QA's catalogue switch is restored: look in the large one too.
  const game = findGame(sysname) ?? catalogue(LARGE_CATALOGUE_SIZE).bySysname.get(sysname);
  if (!game) return null;
  const params = url.searchParams;
  return renderMockGamePage({
    sysname,
    name: game.description?.name || game.name,
    mode: params.get('mode') === 'real' ? 'real' : 'demo',
    lang: params.get('lang') ?? 'en',
    session: params.get('session'),
    seed: params.get('seed'),
    force: params.get('force'),
    transport: framePage ? 'bridge' : 'fetch',
  });
}

interface SpinBody {
  session?: unknown;
  sysname?: unknown;
  bet?: unknown;
  force?: unknown;
}

async function readJson(request: Request): Promise<SpinBody> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

const FORCES = new Set<SpinForce>(['win', 'lose', 'jackpot']);

export const mockGameHandlers = [
  http.post(`*${BALANCE_PATH}`, async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const body = await readJson(request);
    const account = sessionAccount();
    const session = typeof body.session === 'string' ? body.session : '';
    if (!account || !session.startsWith(`${account.uid}.`)) return HttpResponse.json({ error: 'session' }, { status: 401 });
    const wallet = walletOf(account);
    return HttpResponse.json({ balance: wallet.main, currency: wallet.currency });
  }),

  http.post(`*${SPIN_PATH}`, async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const body = await readJson(request);
    const account = sessionOwner(body.session, body.sysname);
    if (!account) return HttpResponse.json({ error: 'session' }, { status: 401 });
    const bet = Number(body.bet);
    if (!(BETS as readonly number[]).includes(bet)) return HttpResponse.json({ error: 'bet' }, { status: 400 });
    const wallet = walletOf(account);
    if (wallet.main < bet) return HttpResponse.json({ error: 'funds' }, { status: 402 });

    const id = nextRoundId();
    const force = FORCES.has(body.force as SpinForce) ? (body.force as SpinForce) : null;
    const reels = spinReels(String(body.session), id, force);
    const win = payout(reels, bet);
    wallet.main += win - bet;
    wagerBet(account, bet);
    gameRoundsTable().push({
      id,
      uid: account.uid,
      sysname: String(body.sysname),
      bet,
      win,
      currency: wallet.currency,
      created_at: Math.floor(Date.now() / 1000),
    });
    addTournamentPoints(account, findGame(String(body.sysname)), bet);
    addLoyaltyPoints(account, bet);
    persistDb();
    return HttpResponse.json({ round: id, reels, win, balance: wallet.main, currency: wallet.currency });
  }),

  http.get(`*${MOCK_GAMES_PATH}/:sysname`, async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const page = mockGamePageFor(new URL(request.url));
    if (page === null) return new HttpResponse('Game not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
];
