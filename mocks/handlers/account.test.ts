import { signInAs } from '../scenarios';
import type { accountInfo } from './account';
import { getApi, postApi } from '../test-utils';

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
});
