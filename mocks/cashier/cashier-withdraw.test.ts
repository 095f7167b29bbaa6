import type { WithdrawSettings } from '@/api/cashier/cashier.types';
import { findAccountByEmail } from '../account/accounts';
import { depositInfo, history, mainBalance, withdraw } from './test-helpers';
import { applyScenariosFromUrl, decidePendingTransaction, decidePendingWithdrawals, signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

const CARD_PAYOUT = { card_number: '4242 4242 4242 4242', card_holder: 'Alex Demo' };
const settings = async () => (await getApi<WithdrawSettings>('cashier.getWithdrawSettings')).body.data!;
const cancel = (id: number) => postApi('cashier.cancelWithdrawal', { id: String(id) });

describe('cashier withdrawals', () => {
  it('a withdrawal debits at once and waits; cancelling it refunds, once', async () => {
    signInAs('demo@example.com');
    const { status, body } = await withdraw({ method: 'card', amount: 100, currency: 'EUR', requisites: CARD_PAYOUT });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'pending' });
    const id = body.data!.transaction_id;
    expect(await mainBalance()).toBe(900);
    const pending = await settings();
    expect(pending.available).toEqual({ amount: 900, currency: 'EUR' });
    expect(pending.pending).toEqual([expect.objectContaining({ id, type: 'withdrawal', status: 'pending', amount: { amount: 100, currency: 'EUR' } })]);
    expect(pending.methods.map((method) => method.sysname)).toEqual(['card', 'ewallet', 'bank_transfer', 'crypto_usdt']);
    expect((await depositInfo(id)).requisites).toEqual({ card_number: '•••• 4242', card_holder: 'ALEX DEMO' });

    expect((await cancel(id)).body).toEqual({ data: 1 });
    expect(await mainBalance()).toBe(1000);
    expect((await depositInfo(id)).status).toBe('cancel');
    expect((await cancel(id)).body.error?.type).toBe('InvalidParameterException');
    expect(await mainBalance()).toBe(1000);
  });

  it('QA approves (money stays out) or declines (refund) pending withdrawals, also from the address', async () => {
    signInAs('demo@example.com');
    const first = (await withdraw({ method: 'ewallet', amount: 50, requisites: { wallet: 'alex@example.com' } })).body.data!.transaction_id;
    const second = (await withdraw({ method: 'card', amount: 20, requisites: CARD_PAYOUT })).body.data!.transaction_id;
    expect(await mainBalance()).toBe(930);
    expect(decidePendingTransaction(first, 'approve')).toBe(true);
    expect(decidePendingTransaction(first, 'decline')).toBe(false);
    expect((await depositInfo(first)).status).toBe('success');
    expect(await mainBalance()).toBe(930);
    expect((await cancel(first)).body.error?.type).toBe('InvalidParameterException');

    expect(decidePendingWithdrawals('decline')).toBe(1);
    expect((await depositInfo(second)).status).toBe('fail');
    expect(await mainBalance()).toBe(950);

    const third = (await withdraw({ method: 'card', amount: 30, requisites: CARD_PAYOUT })).body.data!.transaction_id;
    const clean = applyScenariosFromUrl(new URL(`${location.origin}/en/cashier?tab=1&mock_withdrawals=approve`));
    expect(clean.href).toBe(`${location.origin}/en/cashier?tab=1`);
    expect((await depositInfo(third)).status).toBe('success');
    expect(await mainBalance()).toBe(920);
    const newest = await history({ type: 'withdrawal', count: '3' });
    expect(newest.items.map((item) => [item.id, item.status])).toEqual([
      [third, 'success'],
      [second, 'fail'],
      [first, 'success'],
    ]);
  });

  it('refuses players who may not withdraw yet', async () => {
    signInAs('kyc@example.com');
    expect((await withdraw({ method: 'card', amount: 50, requisites: CARD_PAYOUT })).body.error?.type).toBe('KycWithdrawalException');
    signInAs('new@example.com');
    expect((await withdraw({ method: 'card', amount: 50, requisites: CARD_PAYOUT })).body.error?.type).toBe('UserNeedConfirmContactException');
    signInAs('demo@example.com').profile.last_name = '';
    expect((await withdraw({ method: 'card', amount: 50, requisites: CARD_PAYOUT })).body.error?.type).toBe('KycUserProfileException');
    findAccountByEmail('demo@example.com')!.profile.last_name = 'Demo';
    expect(await mainBalance()).toBe(1000);
  });

  it('checks the amount against the method and the balance, and at most 3 may wait', async () => {
    signInAs('2fa@example.com');
    const tooMuch = await withdraw({ method: 'card', amount: 251, requisites: CARD_PAYOUT });
    expect(tooMuch.body.error).toMatchObject({ type: 'WithdrawalLimitsExceededException', error_data: { min: 10, max: 5000, available: 250 } });
    expect((await withdraw({ method: 'card', amount: 5, requisites: CARD_PAYOUT })).body.error?.type).toBe('WithdrawalLimitsExceededException');
    for (let i = 0; i < 3; i += 1) expect((await withdraw({ method: 'card', amount: 10, requisites: CARD_PAYOUT })).status).toBe(200);
    expect((await withdraw({ method: 'card', amount: 10, requisites: CARD_PAYOUT })).body.error?.type).toBe('WithdrawalLimitsPeriodExceededException');
    expect(await mainBalance()).toBe(220);
  });

  it('answers the magic requisites and amount of the QA guide', async () => {
    signInAs('demo@example.com');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ method: 'card', amount: 50, requisites: { card_number: '4111 1111 1111 0000', card_holder: 'A B' } }, 'RequisitesFraudulentException'],
      [{ method: 'ewallet', amount: 50, requisites: { wallet: 'please-verify@example.com' } }, 'RequisitesValidationRequiredException'],
      [{ method: 'bank_transfer', amount: 50, bank_id: 1, requisites: { iban: 'XX12 3456 7890 1234 56' } }, 'RequisitesOnVerificationException'],
      [{ method: 'card', amount: 13, requisites: CARD_PAYOUT }, 'WithdrawalDeclinedException'],
      [{ method: 'crypto_usdt', amount: 50, requisites: {} }, 'InvalidParameterException'],
      [{ method: 'bank_transfer', amount: 50, requisites: { iban: 'DE89370400440532013000' } }, 'InvalidParameterException'],
    ];
    for (const [values, type] of cases) expect((await withdraw(values)).body.error?.type, JSON.stringify(values)).toBe(type);
    expect(await mainBalance()).toBe(1000);
    const crypto = await withdraw({ method: 'crypto_usdt', amount: 50, requisites: { crypto_address: 'TQ5fQ8pXzTKRmEo6s9r2VsGjC3wG7mHn4b' } });
    expect(crypto.body.data?.status).toBe('pending');
  });

  it('cancels only the player’s own pending withdrawals', async () => {
    signInAs('demo@example.com');
    const id = (await withdraw({ method: 'card', amount: 10, requisites: CARD_PAYOUT })).body.data!.transaction_id;
    signInAs('2fa@example.com');
    expect((await cancel(id)).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { id: ['INVALID'] } });
    expect((await getApi('cashier.getDepositInfo', { id: String(id) })).body.error?.type).toBe('InvalidParameterException');
    signInAs('demo@example.com');
    expect((await cancel(id)).body).toEqual({ data: 1 });
  });

  it('mock_withdrawals needs a signed-in player and approve or decline', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL(`${location.origin}/?mock_withdrawals=approve`));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('ignored mock_withdrawals=approve'));
    signInAs('demo@example.com');
    applyScenariosFromUrl(new URL(`${location.origin}/?mock_withdrawals=yes`));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('ignored mock_withdrawals=yes'));
    warn.mockRestore();
  });
});
