import type { BankList } from '@/api/cashier/cashier.types';
import { CARD, deposit, history, withdraw } from './test-helpers';
import { signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

interface History {
  items: Array<{ id: number; type: string; amount: { amount: number; currency: string }; created_at: number }>;
  total: number;
}

describe('cashier namespace reads', () => {
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

  it('getHistory lists new deposits and withdrawals first, newest first', async () => {
    signInAs('demo@example.com');
    const [latestSeeded] = (await history({ count: '1' })).items;
    const paid = (await deposit({ method: 'card', amount: 30, requisites: CARD })).body.data!.transaction_id;
    const taken = (await withdraw({ method: 'card', amount: 20, requisites: { card_number: CARD.card_number, card_holder: 'Alex Demo' } })).body.data!.transaction_id;
    const all = await history({ count: '3' });
    expect(all.total).toBe(6);
    expect(all.items.map((item) => [item.id, item.type, item.status])).toEqual([
      [taken, 'withdrawal', 'pending'],
      [paid, 'deposit', 'success'],
      [latestSeeded.id, 'deposit', 'success'],
    ]);
    expect(taken).toBeGreaterThan(paid);
    expect((await history({ statuses: 'pending' })).items.map((item) => item.id)).toEqual([taken]);
  });

  it('getBanks lists the banks of a method that needs one', async () => {
    expect((await getApi('cashier.getBanks', { method: 'bank_transfer' })).status).toBe(401);
    signInAs('demo@example.com');
    const banks = (await getApi<BankList>('cashier.getBanks', { method: 'bank_transfer' })).body.data!;
    expect(banks.items).toHaveLength(6);
    expect(banks.items[0]).toEqual({ id: 1, code: 'AURORA', name: 'Banca Aurora' });
    expect((await getApi('cashier.getBanks', { method: 'card' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('cashier.getBanks')).body.error?.type).toBe('InvalidParameterException');
  });

  it('every call needs a session', async () => {
    // Only the methods whose contract row lists `id` get one: any other name is refused first.
    const withId = (method: string): Record<string, string> => (['getDepositInfo', 'cancelWithdrawal'].includes(method) ? { id: '5001' } : {});
    for (const method of ['getDepositSettings', 'getWithdrawSettings', 'getDepositInfo']) {
      expect((await getApi(`cashier.${method}`, withId(method))).status, method).toBe(401);
    }
    for (const method of ['makeDeposit', 'makeWithdrawal', 'cancelWithdrawal']) {
      expect((await postApi(`cashier.${method}`, withId(method))).status, method).toBe(401);
    }
  });
});
