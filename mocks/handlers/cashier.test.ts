import { signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../test-utils';

interface History {
  items: Array<{ id: number; type: string; amount: { amount: number; currency: string }; created_at: number }>;
  total: number;
}

describe('cashier namespace (getHistory only)', () => {
  it('lists the deposits of the player, newest first, with the total', async () => {
    signInAs('demo@example.com');
    const { body } = await getApi<History>('cashier.getHistory', { type: 'deposit', count: '2' });
    expect(body.data?.total).toBe(3);
    expect(body.data?.items).toHaveLength(2);
    expect(body.data?.items.every((item) => item.type === 'deposit')).toBe(true);
    const [first, second] = body.data!.items;
    expect(first.created_at).toBeGreaterThan(second.created_at);
    expect(first.amount).toEqual({ amount: 250, currency: 'EUR' });
    const all = await getApi<History>('cashier.getHistory', { type: 'all', offset: '3' });
    expect(all.body.data).toMatchObject({ total: 4 });
    expect(all.body.data?.items).toHaveLength(1);
  });

  it('new@example.com has no deposits (the registration hint reads this)', async () => {
    signInAs('new@example.com');
    const { body } = await getApi<History>('cashier.getHistory', { type: 'deposit', count: '1' });
    expect(body.data).toEqual({ items: [], total: 0 });
  });

  it('needs a session and checks its parameters', async () => {
    signOut();
    expect((await getApi('cashier.getHistory')).status).toBe(401);
    signInAs('demo@example.com');
    expect((await getApi('cashier.getHistory', { type: 'bets' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('cashier.getHistory', { count: '-1' })).body.error?.type).toBe('InvalidParameterException');
    expect((await postApi('cashier.getHistory')).body.error?.type).toBe('InvalidRequestException');
  });
});
