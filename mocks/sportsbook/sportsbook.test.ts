import type { SportsBet, SportsbookToken } from '@/api/sportsbook/sportsbook.types';
import { walletOf, sessionAccount } from '../account/accounts';
import { expireSportsbookTokens, setForcedOutcome, settleDueBets } from './sportsbook-tables';
import { signInAs, signOut } from '../scenarios';
import { findEvent, oddsAt } from './fixtures';
import { MOCK_SPORTSBOOK_API } from './paths';
import { getApi } from '../core/test-utils';

const vendor = (what: 'bets' | 'place', body: unknown) =>
  fetch(`https://casino.test${MOCK_SPORTSBOOK_API}/${what}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function token(): Promise<string> {
  const { body } = await getApi<SportsbookToken>('sportsbook.getToken');
  return body.data!.token;
}

describe('sportsbook mock (decision record 020)', () => {
  afterEach(() => setForcedOutcome(null));

  it('mints a token only for a signed-in player', async () => {
    signOut();
    expect((await getApi('sportsbook.getToken')).body.error).toBeTruthy();
    signInAs('demo@example.com');
    const { body } = await getApi<SportsbookToken>('sportsbook.getToken');
    expect(body.data?.token).toMatch(/^sbk\.\d+\.\d+\./);
    expect(body.data?.expires_in).toBeGreaterThan(0);
  });

  it('takes a bet from the wallet, settles it (forced win) and pays stake x odds', async () => {
    signInAs('demo@example.com');
    const wallet = walletOf(sessionAccount()!);
    const before = wallet.main;
    const odds = oddsAt(findEvent(101)!, '1', Date.now())!;
    const placed = await vendor('place', { token: await token(), kind: 'single', stake: 1000, selections: [{ event: 101, pick: '1', odds }] });
    expect(placed.status).toBe(200);
    expect(wallet.main).toBe(before - 1000);
    setForcedOutcome('win');
    expect(settleDueBets(Date.now(), true)).toBe(1);
    expect(wallet.main).toBe(before - 1000 + Math.round(1000 * odds));
    const { body } = await getApi<{ items: SportsBet[]; total: number }>('sportsbook.getBets', { locale: 'it' });
    expect(body.data?.items[0]).toMatchObject({ kind: 'single', status: 'won', stake: 10, odds, payout: Math.round(1000 * odds) / 100 });
  });

  it('refuses a stale token, moved odds, missing money and a bad slip', async () => {
    signInAs('demo@example.com');
    const fresh = await token();
    const now = Date.now();
    const odds = (id: number, pick: '1' | 'X' | '2') => oddsAt(findEvent(id)!, pick, now)!;
    const accumulator = { token: fresh, kind: 'accumulator', stake: 500, selections: [{ event: 101, pick: '1', odds: odds(101, '1') }, { event: 201, pick: 'X', odds: odds(201, 'X') }] };
    expect((await vendor('place', accumulator)).status).toBe(200);
    expect((await vendor('place', { ...accumulator, selections: [{ event: 101, pick: '1', odds: 50 }] })).status).toBe(409);
    expect((await vendor('place', { ...accumulator, stake: 100_000_000 })).status).toBe(400);
    walletOf(sessionAccount()!).main = 100;
    expect((await vendor('place', accumulator)).status).toBe(402);
    expect((await vendor('place', { ...accumulator, selections: [accumulator.selections[0], accumulator.selections[0]] })).status).toBe(400);
    expireSportsbookTokens();
    const stale = await vendor('bets', { token: fresh });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: 'token_expired' });
    expect((await vendor('bets', { token: await token() })).status).toBe(200);
    expect((await vendor('bets', { token: 'sbk.1.1.forged' })).status).toBe(401);
  });
});
