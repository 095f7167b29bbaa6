import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { signInAs, signOut } from '../scenarios';
import { getApi } from '../core/test-utils';

interface Page { items: Cashback[]; total: number }

describe('cashbacks mock', () => {
  it('lists the demo player’s cashbacks newest first: one to take, two paid out', async () => {
    signInAs('demo@example.com');
    const { body } = await getApi<Page>('cashbacks.get');
    const items = body.data?.items ?? [];
    expect(body.data?.total).toBe(3);
    expect(items.map((cashback) => cashback.status)).toEqual(['active', 'paid_out', 'paid_out']);
    const [active, paid] = items;
    expect(active.amount).toEqual({ amount: 14.2, currency: 'EUR' });
    expect(active.paid_out_at).toBeNull();
    expect(active.receiving_expired_at).toBeGreaterThan(active.end_date);
    expect(paid.paid_out_at).toBeGreaterThan(paid.end_date);
    expect(paid.receiving_expired_at).toBeNull();
    expect(active).not.toHaveProperty('description');
  });

  it('sorts, orders, filters, pages and describes on request', async () => {
    signInAs('demo@example.com');
    const ascending = await getApi<Page>('cashbacks.get', { sort: 'end_date', order: 'asc' });
    const ends = ascending.body.data?.items.map((cashback) => cashback.end_date) ?? [];
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    const paid = await getApi<Page>('cashbacks.get', { statuses: 'paid_out', count: '1', offset: '1' });
    expect(paid.body.data?.total).toBe(2);
    expect(paid.body.data?.items.map((cashback) => cashback.status)).toEqual(['paid_out']);
    const described = await getApi<Page>('cashbacks.get', { fields: 'description', locale: 'es', count: '1' });
    expect(described.body.data?.items[0].description).toEqual({ title: 'Reembolso semanal', percent: 10 });
  });

  it('rejects unknown sort, order, status and field values', async () => {
    signInAs('demo@example.com');
    const queries: Array<Record<string, string>> = [{ sort: 'amount' }, { order: 'up' }, { statuses: 'pending' }, { fields: 'games' }, { offset: 'x' }];
    for (const query of queries) {
      const { body } = await getApi('cashbacks.get', query);
      expect(body.error?.type, JSON.stringify(query)).toBe('InvalidParameterException');
    }
  });

  it('has none for a new player and refuses a visitor', async () => {
    signInAs('new@example.com');
    expect((await getApi<Page>('cashbacks.get')).body.data).toEqual({ items: [], total: 0 });
    signOut();
    expect((await getApi('cashbacks.get')).body.error?.type).toBe('AuthorizationException');
  });
});
