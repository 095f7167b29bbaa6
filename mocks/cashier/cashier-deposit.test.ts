import type { DepositSettings } from '@/api/cashier/cashier.types';
import { CARD, deposit, depositInfo, history, mainBalance } from './test-helpers';
import { periodBounds } from './deposit-limit';
import { TEST_CARDS } from './fixtures/payment-methods';
import { applyScenariosFromUrl, signInAs } from '../scenarios';
import { getApi } from '../core/test-utils';

afterEach(() => vi.useRealTimers());

/** Moves the mock's clock (Date only: MSW's own timers keep running). */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('cashier.makeDeposit', () => {
  it('a card deposit succeeds at once and credits the wallet exactly once', async () => {
    signInAs('new@example.com');
    expect(await mainBalance()).toBe(0);
    const { status, body } = await deposit({ method: 'card', amount: 25.5, currency: 'EUR', requisites: CARD });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'success', action: 'success', redirect_url: null, address: null });
    const id = body.data!.transaction_id;
    expect(await mainBalance()).toBe(25.5);
    // Reads never credit again.
    await getApi('account.getInfo');
    await history();
    expect(await mainBalance()).toBe(25.5);

    const info = await depositInfo(id);
    expect(info).toMatchObject({ id, type: 'deposit', method: 'card', status: 'success', amount: { amount: 25.5, currency: 'EUR' }, domain: 'localhost:3000' });
    expect(info.requisites).toEqual({ card_number: '•••• 4242', card_expiry: '12/39', card_holder: 'ALEX DEMO' });

    const settings = (await getApi<DepositSettings>('cashier.getDepositSettings')).body.data!;
    expect(settings.currencies).toEqual({ EUR: '€', USD: '$' });
    expect(settings.saved_requisites).toEqual([expect.objectContaining({ method: 'card', label: '•••• 4242' })]);
    expect(settings.methods.map((method) => method.sysname)).toEqual([
      'card', 'ewallet', 'bank_transfer', 'crypto_usdt', 'redirect_pay', 'newwindow_pay', 'mobile_pay', 'declined_pay',
    ]);
    for (const method of settings.methods) {
      expect(Object.keys(method.descriptions).sort(), method.sysname).toEqual(['en', 'es', 'it', 'ru']);
      expect(method.icons.default).toMatch(/svg/);
      expect(method.presets.map((preset) => preset.currency)).toEqual(['EUR', 'USD']);
    }
  });

  it('the 3-D Secure card stays pending and settles after about 5 s, once', async () => {
    signInAs('new@example.com');
    const { body } = await deposit({ method: 'card', amount: 40, requisites: { ...CARD, card_number: TEST_CARDS.threeDSecure } });
    expect(body.data).toMatchObject({ status: 'pending', action: 'pending' });
    const id = body.data!.transaction_id;
    advance(4_000);
    expect((await depositInfo(id)).status).toBe('pending');
    expect(await mainBalance()).toBe(0);
    advance(1_500);
    expect((await depositInfo(id)).status).toBe('success');
    expect(await mainBalance()).toBe(40);
    advance(60_000);
    await history();
    expect(await mainBalance()).toBe(40);
  });

  it('e-wallet, bank and crypto deposits wait and then arrive; crypto answers with its address', async () => {
    signInAs('demo@example.com');
    const wallet = await deposit({ method: 'ewallet', amount: 10, requisites: { wallet: 'alex@example.com' } });
    expect(wallet.body.data).toMatchObject({ status: 'pending', action: 'pending' });

    const noBank = await deposit({ method: 'bank_transfer', amount: 100, requisites: { iban: 'DE89 3704 0044 0532 0130 00' } });
    expect(noBank.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { bank_id: ['REQUIRED'] } });
    const bank = await deposit({ method: 'bank_transfer', amount: 100, bank_id: 2, requisites: { iban: 'DE89 3704 0044 0532 0130 00' } });
    expect(bank.body.data?.status).toBe('pending');
    expect((await depositInfo(bank.body.data!.transaction_id)).requisites).toEqual({ iban: 'DE89 •••• 3000' });

    const crypto = await deposit({ method: 'crypto_usdt', amount: 50 });
    const address = crypto.body.data?.address;
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await depositInfo(crypto.body.data!.transaction_id)).address).toBe(address);

    expect(await mainBalance()).toBe(1000);
    advance(8_000);
    expect(await mainBalance()).toBe(1160);
    const newest = await history({ type: 'deposit', count: '3' });
    expect(newest.items.map((item) => [item.method, item.status])).toEqual([
      ['crypto_usdt', 'success'],
      ['bank_transfer', 'success'],
      ['ewallet', 'success'],
    ]);
  });

  it('declined and failing cards, and the always-declining method, leave a failed row and no money', async () => {
    signInAs('demo@example.com');
    const declined = await deposit({ method: 'card', amount: 20, requisites: { ...CARD, card_number: TEST_CARDS.declined } });
    expect(declined.status).toBe(402);
    expect(declined.body.error?.type).toBe('BillingTransactionDeclinedException');
    const broken = await deposit({ method: 'card', amount: 20, requisites: { ...CARD, card_number: TEST_CARDS.serviceError } });
    expect(broken.body.error?.type).toBe('BillingServiceErrorException');
    const always = await deposit({ method: 'declined_pay', amount: 20 });
    expect(always.body.error?.type).toBe('BillingTransactionDeclinedException');
    expect(await mainBalance()).toBe(1000);
    const rows = await history({ type: 'deposit', statuses: 'fail' });
    expect(rows.items.map((item) => item.method)).toEqual(['declined_pay', 'card', 'card']);
  });

  it('checks the method, the amount, the currency and the requisites', async () => {
    signInAs('demo@example.com');
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{ method: 'nope', amount: 20 }, { method: ['INVALID'] }],
      [{ method: 'card', amount: 5, requisites: CARD }, { amount: ['SUM_RANGE'] }],
      [{ method: 'card', amount: 5001, requisites: CARD }, { amount: ['SUM_RANGE'] }],
      [{ method: 'card', amount: '12,5', requisites: CARD }, { amount: ['INVALID'] }],
      [{ method: 'card', amount: 20, currency: 'USD', requisites: CARD }, { currency: ['INVALID'] }],
      [{ method: 'card', amount: 20, requisites: { ...CARD, card_number: '4242 4242 4242 4241' } }, { 'requisites.card_number': ['INVALID'] }],
      [{ method: 'card', amount: 20, requisites: { card_number: TEST_CARDS.success } }, {
        'requisites.card_expiry': ['REQUIRED'], 'requisites.card_cvv': ['REQUIRED'], 'requisites.card_holder': ['REQUIRED'],
      }],
      [{ method: 'card', amount: 20, requisites: '{not json' }, { requisites: ['INVALID'] }],
    ];
    for (const [values, errorData] of cases) {
      const { status, body } = await deposit(values);
      expect(status, JSON.stringify(values)).toBe(400);
      expect(body.error, JSON.stringify(values)).toMatchObject({ type: 'InvalidParameterException', error_data: errorData });
    }
    expect((await history()).total).toBe(4);
  });

  it('pays with saved requisites by their id', async () => {
    signInAs('demo@example.com');
    const settings = (await getApi<DepositSettings>('cashier.getDepositSettings')).body.data!;
    const card = settings.saved_requisites.find((item) => item.method === 'card')!;
    const { body } = await deposit({ method: 'card', amount: 30, requisites: { saved_requisite_id: String(card.id) } });
    expect(body.data?.status).toBe('success');
    expect((await depositInfo(body.data!.transaction_id)).requisites.card_number).toBe('•••• 4242');
    const wrong = await deposit({ method: 'card', amount: 30, requisites: { saved_requisite_id: '999' } });
    expect(wrong.body.error?.error_data).toEqual({ 'requisites.saved_requisite_id': ['INVALID'] });
  });

  it('refuses a deposit above what the deposit limit leaves, with the limit in error_data', async () => {
    signInAs('limit@example.com');
    const { status, body } = await deposit({ method: 'card', amount: 50, requisites: CARD });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      type: 'BillingDepositLimitExceededException',
      error_data: { available_amount: 40, limit_amount: 100, period: 'day', expired_at: periodBounds('day', Date.now()).end / 1000 },
    });
    // Pending deposits count against the limit as well.
    expect((await deposit({ method: 'ewallet', amount: 30, requisites: { wallet: '+34600123456' } })).body.data?.status).toBe('pending');
    expect((await deposit({ method: 'card', amount: 10.01, requisites: CARD })).body.error?.type).toBe('BillingDepositLimitExceededException');
    expect((await deposit({ method: 'card', amount: 10, requisites: CARD })).body.data?.status).toBe('success');
  });

  it('provider methods answer with the mock provider page and stay pending', async () => {
    signInAs('demo@example.com');
    const back = `${location.origin}/en/cashier`;
    for (const [method, action] of [['redirect_pay', 'redirect'], ['newwindow_pay', 'new_window'], ['mobile_pay', 'mobile']] as const) {
      const { body } = await deposit({ method, amount: 25, return_url: back, promo_code: 'SPRING' });
      const id = body.data!.transaction_id;
      expect(body.data).toMatchObject({ status: 'pending', action });
      const url = new URL(body.data!.redirect_url!);
      expect(url.origin + url.pathname).toBe(`${location.origin}/mock-pay/${id}`);
      expect(url.searchParams.get('return')).toBe(back);
      expect(url.searchParams.get('lang')).toBe('en');
    }
    advance(3_600_000);
    expect((await history({ statuses: 'pending' })).total).toBe(3);
  });

  it('QA can force any error on the cashier and account calls from the address', async () => {
    signInAs('demo@example.com');
    applyScenariosFromUrl(new URL(`${location.origin}/?mock_error=cashier.makeDeposit:BillingUnavailable,account.getDepositLimit:InternalServerError:1`));
    const forced = await deposit({ method: 'card', amount: 20, requisites: CARD });
    expect(forced.status).toBe(503);
    expect(forced.body.error?.type).toBe('BillingUnavailableException');
    expect((await getApi('account.getDepositLimit')).body.error?.type).toBe('InternalServerErrorException');
    expect((await getApi('account.getDepositLimit')).status).toBe(200);
    expect(await mainBalance()).toBe(1000);
  });
});
