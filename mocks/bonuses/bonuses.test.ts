import type { Bonus } from '@/api/bonuses/bonuses.types';
import { signInAs, signOut } from '../scenarios';
import { getApi } from '../core/test-utils';

interface Page { items: Bonus[]; total: number }

describe('bonuses mock', () => {
  it('lists the demo player’s casino bonuses newest first, in every status, with wagering', async () => {
    signInAs('demo@example.com');
    const { body } = await getApi<Page>('bonuses.get');
    const items = body.data?.items ?? [];
    expect(body.data?.total).toBe(6);
    expect(items).toHaveLength(6);
    expect(new Set(items.map((bonus) => bonus.status))).toEqual(new Set(['available', 'active', 'wagered', 'expired', 'cancelled']));
    expect(items.every((bonus) => bonus.type === 'casino' && bonus.amount.currency === 'EUR')).toBe(true);
    const times = items.map((bonus) => bonus.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const active = items.find((bonus) => bonus.status === 'active');
    expect(active).toMatchObject({ name: 'Reload bonus 50%', amount: { amount: 50, currency: 'EUR' }, wager: { min: 0, max: 1750, current: 612.5 } });
    expect(active?.expires_at).toBeGreaterThan(active?.created_at ?? Infinity);
  });

  it('pages with offset and count and keeps the total', async () => {
    signInAs('demo@example.com');
    const first = await getApi<Page>('bonuses.get', { offset: '0', count: '4' });
    const second = await getApi<Page>('bonuses.get', { offset: '4', count: '4' });
    expect(first.body.data?.items).toHaveLength(4);
    expect(second.body.data?.items).toHaveLength(2);
    expect(second.body.data?.total).toBe(6);
    const ids = [...(first.body.data?.items ?? []), ...(second.body.data?.items ?? [])].map((bonus) => bonus.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by status (SPEC §7) and names the bonuses in the request language', async () => {
    signInAs('demo@example.com');
    const { body } = await getApi<Page>('bonuses.get', { status: 'active,available', fields: 'description,status', locale: 'ru' });
    expect(body.data?.items.map((bonus) => bonus.status).sort()).toEqual(['active', 'available']);
    expect(body.data?.items.map((bonus) => bonus.name)).toContain('Бонус на пополнение 50%');
    const italian = await getApi<Page>('bonuses.get', { status: 'wagered', locale: 'it' });
    expect(italian.body.data?.items.map((bonus) => bonus.name)).toEqual(['Vincite dei giri gratis', 'Bonus di benvenuto 100%']);
  });

  it('answers a new player with nothing, a visitor with Authorization and bad params with InvalidParameter', async () => {
    signInAs('new@example.com');
    expect((await getApi<Page>('bonuses.get')).body.data).toEqual({ items: [], total: 0 });
    expect((await getApi('bonuses.get', { status: 'active,won' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('bonuses.get', { count: '-1' })).body.error?.type).toBe('InvalidParameterException');
    signOut();
    const anonymous = await getApi('bonuses.get');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.type).toBe('AuthorizationException');
  });
});
