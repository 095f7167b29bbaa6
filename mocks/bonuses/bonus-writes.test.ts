import type { Bonus } from '@/api/bonuses/bonuses.types';
import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { walletOf } from '../account/accounts';
import { FEATURED_GAMES } from '../games/fixtures/catalogue';
import { applyScenariosFromUrl, signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';
import { sessionToken } from '../games/mock-game/mock-game';

interface Page<T> { items: T[]; total: number }

async function bonuses(ns: 'bonuses' | 'bettingBonuses'): Promise<Bonus[]> {
  return (await getApi<Page<Bonus>>(`${ns}.get`)).body.data?.items ?? [];
}

const byName = (items: Bonus[], name: string) => items.find((bonus) => bonus.name === name);

describe('bonus writes of the mock', () => {
  it('activating a casino bonus moves its amount into balance_bonus and sends the active one back to available', async () => {
    const account = signInAs('demo@example.com');
    expect(walletOf(account).bonus).toBe(5000);
    const weekend = byName(await bonuses('bonuses'), 'Weekend bonus 25%')!;
    expect((await postApi('bonuses.activate', { bonus_id: String(weekend.id) })).body.data).toBe(1);
    const after = await bonuses('bonuses');
    expect(byName(after, 'Weekend bonus 25%')?.status).toBe('active');
    expect(byName(after, 'Reload bonus 50%')).toMatchObject({ status: 'available', wager: { current: 612.5 } });
    expect(after.filter((bonus) => bonus.status === 'active')).toHaveLength(1);
    expect(walletOf(account).bonus).toBe(2500);
    const { body } = await getApi<{ balance_bonus: { amount: number } }>('account.getBalance');
    expect(body.data?.balance_bonus.amount).toBe(25);
  });

  it('deactivates and removes, adjusting the wallet, and refuses writes a status does not allow', async () => {
    const account = signInAs('demo@example.com');
    const reload = byName(await bonuses('bonuses'), 'Reload bonus 50%')!;
    expect((await postApi('bonuses.deactivate', { bonus_id: String(reload.id) })).body.data).toBe(1);
    expect(walletOf(account).bonus).toBe(0);
    const again = await postApi('bonuses.deactivate', { bonus_id: String(reload.id) });
    expect(again.body.error?.type).toBe('AccessDeniedException');
    // A refusal of this one write, as a real backend sends it: HTTP 200, not the forbidden 403.
    expect(again.status).toBe(200);
    await postApi('bonuses.activate', { bonus_id: String(reload.id) });
    expect(walletOf(account).bonus).toBe(5000);
    expect((await postApi('bonuses.remove', { bonus_id: String(reload.id) })).body.data).toBe(1);
    expect(byName(await bonuses('bonuses'), 'Reload bonus 50%')?.status).toBe('cancelled');
    expect(walletOf(account).bonus).toBe(0);
    const wagered = (await bonuses('bonuses')).find((bonus) => bonus.status === 'wagered')!;
    expect((await postApi('bonuses.remove', { bonus_id: String(wagered.id) })).body.error?.type).toBe('AccessDeniedException');
    expect((await postApi('bonuses.activate', { bonus_id: '999999' })).body.error?.type).toBe('InvalidParameterException');
    expect((await postApi('bonuses.activate', { bonus_id: 'x' })).body.error?.type).toBe('InvalidParameterException');
  });

  it('serves betting bonuses in every status and activates one into balance_betting_bonus', async () => {
    const account = signInAs('demo@example.com');
    const items = await bonuses('bettingBonuses');
    expect(items).toHaveLength(6);
    expect(new Set(items.map((bonus) => bonus.status))).toEqual(new Set(['available', 'active', 'wagered', 'expired', 'cancelled']));
    expect(items.every((bonus) => bonus.type === 'betting' && bonus.description?.includes('<strong>'))).toBe(true);
    const freebet = byName(items, 'Weekend freebet')!;
    expect((await postApi('bettingBonuses.activate', { bonus_id: String(freebet.id) })).body.data).toBe(1);
    // The live betting bonus was active (already spent): it goes back to available, nothing to take back.
    expect(walletOf(account).betting_bonus).toBe(1000);
    expect((await postApi('bettingBonuses.remove', { bonus_id: String(freebet.id) })).body.data).toBe(1);
    expect(walletOf(account).betting_bonus).toBe(0);
    // A casino id is not a betting bonus.
    const casino = (await bonuses('bonuses'))[0];
    expect((await postApi('bettingBonuses.remove', { bonus_id: String(casino.id) })).body.error?.type).toBe('InvalidParameterException');
  });

  it('adds real-money bets of the mock slot to the active bonus’s wagering', async () => {
    const account = signInAs('demo@example.com');
    const session = sessionToken(account.uid, FEATURED_GAMES.demoSlot);
    await fetch(new URL('/mock-games/api/spin', location.origin).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, sysname: FEATURED_GAMES.demoSlot, bet: 500, force: 'lose' }),
    });
    expect(byName(await bonuses('bonuses'), 'Reload bonus 50%')?.wager.current).toBe(617.5);
  });

  it('asks for a signed-in player', async () => {
    signOut();
    expect((await postApi('bonuses.activate', { bonus_id: '7001' })).status).toBe(401);
    expect((await postApi('bettingBonuses.activate', { bonus_id: '7501' })).status).toBe(401);
  });
});

describe('cashback writes of the mock', () => {
  const cashbacks = async () => (await getApi<Page<Cashback>>('cashbacks.get')).body.data?.items ?? [];

  it('pays an active cashback out to the main balance once', async () => {
    const account = signInAs('demo@example.com');
    const start = walletOf(account).main;
    const active = (await cashbacks()).find((cashback) => cashback.status === 'active')!;
    expect((await postApi('cashbacks.payout', { id: String(active.id) })).body.data).toBe(1);
    expect(walletOf(account).main).toBe(start + 1420);
    const paid = (await cashbacks()).find((cashback) => cashback.id === active.id);
    expect(paid).toMatchObject({ status: 'paid_out', receiving_expired_at: null });
    expect(paid?.paid_out_at).toEqual(expect.any(Number));
    const twice = await postApi('cashbacks.payout', { id: String(active.id) });
    expect(twice).toMatchObject({ status: 200, body: { error: { type: 'AccessDeniedException' } } });
    expect(walletOf(account).main).toBe(start + 1420);
  });

  it('removes a cashback from the list', async () => {
    signInAs('demo@example.com');
    const [first] = await cashbacks();
    expect((await postApi('cashbacks.remove', { id: String(first.id) })).body.data).toBe(1);
    expect((await cashbacks()).map((cashback) => cashback.id)).not.toContain(first.id);
    expect((await postApi('cashbacks.remove', { id: String(first.id) })).body.error?.type).toBe('InvalidParameterException');
  });

  it('mock_cashback=new adds a new active cashback for the signed-in player, newest first', async () => {
    signInAs('new@example.com');
    expect(await cashbacks()).toEqual([]);
    applyScenariosFromUrl(new URL('http://localhost/en?mock_cashback=new'));
    const [fresh] = await cashbacks();
    expect(fresh).toMatchObject({ status: 'active', paid_out_at: null });
    expect(fresh.receiving_expired_at).toBeGreaterThan(fresh.created_at);
    signInAs('demo@example.com');
    applyScenariosFromUrl(new URL('http://localhost/en?mock_cashback=new'));
    expect((await cashbacks())[0].id).toBeGreaterThan(fresh.id);
  });
});
