import type { CurrencyRates, DepositLimit } from '@/api/account/account.types';
import { CARD, deposit, mainBalance } from '../cashier/test-helpers';
import { periodBounds } from '../cashier/deposit-limit';
import { signInAs } from '../scenarios';
import type { accountInfo } from './account';
import { getApi, postApi } from '../core/test-utils';

type Info = ReturnType<typeof accountInfo>;

describe('account namespace', () => {
  it('getInfo answers an anonymous visitor with uid 0, zero balances and nulls', async () => {
    const { status, body } = await getApi<Info>('account.getInfo');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      uid: 0,
      login: null,
      locale: null,
      balance_main: { amount: 0, currency: 'EUR' },
      balance_fun: { amount: 0, currency: 'EUR' },
    });
  });

  it('getInfo answers the signed-in account with its balances and flags', async () => {
    signInAs('demo@example.com');
    const { body } = await getApi<Info>('account.getInfo');
    expect(body.data).toMatchObject({
      uid: 1001,
      login: 'demo@example.com',
      is_verified: true,
      locale: null,
      two_factor_auth: false,
      balance_main: { amount: 1000, currency: 'EUR' },
      balance_bonus: { amount: 50, currency: 'EUR' },
      balance_betting_bonus: { amount: 0, currency: 'EUR' },
    });
    expect(body.data?.reg_time).toBeLessThan(Date.now() / 1000);
  });

  it('getInfo of the new account is a few minutes old; the kyc account is blocked for KYC', async () => {
    signInAs('new@example.com');
    const fresh = (await getApi<Info>('account.getInfo')).body.data;
    expect(Date.now() / 1000 - (fresh?.reg_time ?? 0)).toBeLessThan(15 * 60);
    signInAs('kyc@example.com');
    expect((await getApi<Info>('account.getInfo')).body.data).toMatchObject({ is_kyc_block_enabled: true, is_verified: false });
  });

  it('a banned session answers UserBanned', async () => {
    signInAs('banned@example.com');
    const { status, body } = await getApi<Info>('account.getInfo');
    expect(status).toBe(403);
    expect(body.error?.type).toBe('UserBannedException');
  });

  it('getBalance needs a session', async () => {
    const anonymous = await getApi<Record<string, unknown>>('account.getBalance');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.type).toBe('AuthorizationException');
    signInAs('demo@example.com');
    const { body } = await getApi<Record<string, unknown>>('account.getBalance');
    expect(Object.keys(body.data ?? {}).sort()).toEqual(['balance_betting_bonus', 'balance_bonus', 'balance_fun', 'balance_main']);
  });

  it('changeLocale stores the locale and rejects unknown ones', async () => {
    expect((await postApi('account.changeLocale', { locale: 'it' })).status).toBe(401);
    signInAs('demo@example.com');
    expect((await postApi('account.changeLocale', { locale: 'it' })).body).toEqual({ data: 1 });
    expect((await getApi<Info>('account.getInfo')).body.data?.locale).toBe('it');
    const bad = await postApi('account.changeLocale', { locale: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.type).toBe('InvalidParameterException');
  });

  it('a read sent as POST is an InvalidRequest', async () => {
    const { status, body } = await postApi('account.getInfo');
    expect(status).toBe(400);
    expect(body.error?.type).toBe('InvalidRequestException');
  });

  it('getDepositLimit: signed-in only; none with zeros, or the limit with what is left in the period', async () => {
    expect((await getApi('account.getDepositLimit')).status).toBe(401);
    signInAs('demo@example.com');
    expect((await getApi<DepositLimit>('account.getDepositLimit')).body.data).toEqual({
      available_amount: 0, can_edit: true, expired_at: null, limit_amount: 0, period: 'none',
    });
    signInAs('limit@example.com');
    const limit = (await getApi<DepositLimit>('account.getDepositLimit')).body.data!;
    expect(limit).toEqual({ available_amount: 40, can_edit: true, expired_at: periodBounds('day', Date.now()).end / 1000, limit_amount: 100, period: 'day' });
    expect(new Date(limit.expired_at! * 1000).getHours()).toBe(0);
    await deposit({ method: 'card', amount: 15.5, requisites: CARD });
    expect((await getApi<DepositLimit>('account.getDepositLimit')).body.data?.available_amount).toBe(24.5);
  });

  it('periods end at the next local midnight, Monday and first of the month', () => {
    const wednesday = new Date(2030, 0, 16, 15, 30).getTime();
    expect(periodBounds('day', wednesday)).toEqual({ start: new Date(2030, 0, 16).getTime(), end: new Date(2030, 0, 17).getTime() });
    expect(periodBounds('week', wednesday)).toEqual({ start: new Date(2030, 0, 14).getTime(), end: new Date(2030, 0, 21).getTime() });
    expect(periodBounds('month', wednesday)).toEqual({ start: new Date(2030, 0, 1).getTime(), end: new Date(2030, 1, 1).getTime() });
  });

  it('getCurrencyRates: EUR based; the currency may change only before the first deposit', async () => {
    signInAs('demo@example.com');
    const demo = (await getApi<CurrencyRates>('account.getCurrencyRates')).body.data;
    expect(demo).toEqual({
      base: 'EUR',
      rates: [
        { currency: 'EUR', symbol: '€', rate: 1 },
        { currency: 'USD', symbol: '$', rate: 1.08 },
      ],
      can_change: false,
    });
    const refused = await postApi('account.setCurrency', { currency: 'USD' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'InvalidRequestException', message: 'Currency can be changed only before the first deposit' });

    signInAs('new@example.com');
    expect((await getApi<CurrencyRates>('account.getCurrencyRates')).body.data?.can_change).toBe(true);
    expect((await postApi('account.setCurrency', { currency: 'GBP' })).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { currency: ['INVALID'] } });
    expect((await postApi('account.setCurrency', { currency: 'USD' })).body).toEqual({ data: 1 });
    const info = (await getApi<Info>('account.getInfo')).body.data!;
    expect(info.balance_main).toEqual({ amount: 0, currency: 'USD' });
    expect(info.balance_fun).toEqual({ amount: 1080, currency: 'USD' });
    expect((await deposit({ method: 'card', amount: 20, currency: 'USD', requisites: CARD })).body.data?.status).toBe('success');
    expect(await mainBalance()).toBe(20);
    expect((await getApi<CurrencyRates>('account.getCurrencyRates')).body.data?.can_change).toBe(false);
    expect((await postApi('account.setCurrency', { currency: 'EUR' })).body.error?.type).toBe('InvalidRequestException');
  });
});
