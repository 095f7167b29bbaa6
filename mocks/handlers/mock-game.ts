import { http, HttpResponse } from 'msw';
import { sessionAccount, walletOf } from '../db/accounts';
import { wagerBet } from '../db/bonus-tables';
import { persistDb } from '../db/db';
import { gameRoundsTable, nextRoundId } from '../db/game-tables';
import { addLoyaltyPoints } from '../db/loyalty-tables';
import type { AccountRow } from '../db/schema';
import { catalogue, LARGE_CATALOGUE_SIZE } from '../fixtures/games/catalogue';
import { hashText } from '../fixtures/games/prng';
import { BALANCE_PATH, MOCK_GAMES_PATH, renderMockGamePage, SPIN_PATH } from '../game/mock-game-page';
import { BETS, payout, type SpinForce, spinReels } from '../game/slot-rules';
import { findGame } from './games-query';
import { addTournamentPoints } from './tournament-points';
import { networkGate } from './scenario-gates';

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

export function mockGameUrl(origin: string, sysname: string, mode: 'demo' | 'real', lang: string, account?: AccountRow): string {
  const url = new URL(`${MOCK_GAMES_PATH}/${encodeURIComponent(sysname)}`, origin);
  url.searchParams.set('mode', mode);
  url.searchParams.set('lang', lang);
  if (mode === 'real' && account) url.searchParams.set('session', sessionToken(account.uid, sysname));
  return url.href;
}

/** The page for an address under /mock-games/ (also used by the browser entry for the game frame). */
export function mockGamePageFor(url: URL): string | null {
  const match = /^\/mock-games\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  const sysname = decodeURIComponent(match[1]);
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
