import { walletOf } from '../../account/accounts';
import { gameRoundsTable } from '../game-tables';
import { FEATURED_GAMES } from '../fixtures/catalogue';
import { signInAs } from '../../scenarios';
import { mockGamePageFor, mockGameUrl, sessionToken } from './mock-game';

const at = (path: string) => new URL(path, location.origin).href;

async function spin(body: Record<string, unknown>) {
  const response = await fetch(at('/mock-games/api/spin'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { reels: number[]; win: number; balance: number } };
}

describe('mock game provider', () => {
  it('serves the slot page in the requested language', async () => {
    const response = await fetch(at(`/mock-games/${FEATURED_GAMES.demoSlot}?mode=demo&lang=it`));
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Lucky Orbit Fruits');
    expect(html).toContain('>Gira<');
    expect(html).toContain('Demo: soldi finti');
    expect((await fetch(at('/mock-games/no-such-game'))).status).toBe(404);
  });

  it('hands out the frame page on the site, or the game on the games\' origin the mock HTTP server names', () => {
    const request = (headers: Record<string, string> = {}) => new Request('http://localhost:4320/api/games/get', { headers });
    expect(mockGameUrl(request(), 'a b', 'demo', 'it')).toBe('http://localhost:4320/mock-game.html?game=a+b&mode=demo&lang=it');
    expect(mockGameUrl(request({ 'x-mock-game-port': '4321' }), 'a b', 'demo', 'it')).toBe('http://localhost:4321/mock-games/a%20b?mode=demo&lang=it');
    const provider = request({ 'x-mock-game-port': '4321', 'x-mock-game-origin': 'https://games.orbit-forge.example' });
    expect(mockGameUrl(provider, 'a b', 'demo', 'it')).toBe('https://games.orbit-forge.example/mock-games/a%20b?mode=demo&lang=it');
  });

  it('renders the frame page\'s game with its calls as messages to the app window, the games\' origin page with fetches', () => {
    const framed = mockGamePageFor(new URL(`http://localhost/mock-game.html?game=${FEATURED_GAMES.demoSlot}&mode=demo&lang=es&force=win`));
    expect(framed).toContain('Demo: dinero ficticio');
    expect(framed).toContain('"force":"win"');
    expect(framed).toContain('"transport":"bridge"');
    expect(mockGamePageFor(new URL(`http://localhost/mock-games/${FEATURED_GAMES.demoSlot}?mode=demo`))).toContain('"transport":"fetch"');
    expect(mockGamePageFor(new URL('http://localhost/mock-game.html?game=no-such-game'))).toBeNull();
    expect(mockGamePageFor(new URL('http://localhost/mock-game.html'))).toBeNull();
  });

  it('serves game tiles and provider logos as SVG', async () => {
    const tile = await fetch(at(`/mock-media/games/${FEATURED_GAMES.demoSlot}.svg`));
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toContain('Lucky Orbit');
    expect((await fetch(at('/mock-media/providers/orbit-forge.svg'))).status).toBe(200);
    expect((await fetch(at('/mock-media/games/nope.svg'))).status).toBe(404);
  });

  it('debits the bet, credits the win and records the round for the signed-in player', async () => {
    const account = signInAs('demo@example.com');
    const session = sessionToken(account.uid, FEATURED_GAMES.demoSlot);
    const start = walletOf(account).main;

    const lost = await spin({ session, sysname: FEATURED_GAMES.demoSlot, bet: 100, force: 'lose' });
    expect(lost.status).toBe(200);
    expect(lost.body.win).toBe(0);
    expect(lost.body.balance).toBe(start - 100);

    const won = await spin({ session, sysname: FEATURED_GAMES.demoSlot, bet: 200, force: 'jackpot' });
    expect(won.body.win).toBe(200 * 50);
    expect(walletOf(account).main).toBe(start - 100 - 200 + 10_000);

    const rounds = gameRoundsTable().filter((row) => row.uid === account.uid);
    expect(rounds.map((row) => [row.bet, row.win])).toEqual([
      [100, 0],
      [200, 10_000],
    ]);
  });

  it('refuses foreign sessions, odd bets and bets above the balance', async () => {
    const account = signInAs('demo@example.com');
    const session = sessionToken(account.uid, FEATURED_GAMES.demoSlot);
    expect((await spin({ session, sysname: 'star-crash', bet: 100 })).status).toBe(401);
    expect((await spin({ session: 'x', sysname: FEATURED_GAMES.demoSlot, bet: 100 })).status).toBe(401);
    expect((await spin({ session, sysname: FEATURED_GAMES.demoSlot, bet: 123 })).status).toBe(400);
    walletOf(account).main = 50;
    expect((await spin({ session, sysname: FEATURED_GAMES.demoSlot, bet: 100 })).status).toBe(402);

    const newcomer = signInAs('new@example.com');
    expect(newcomer.uid).not.toBe(account.uid);
    expect((await spin({ session, sysname: FEATURED_GAMES.demoSlot, bet: 100 })).status).toBe(401);
  });
});
