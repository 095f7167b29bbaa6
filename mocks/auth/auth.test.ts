import { db } from '../core/db';
import { sessionAccount } from '../account/accounts';
import { DEMO_PASSWORD, DEMO_TWO_FACTOR_CODE } from '../account/fixtures/demo-accounts';
import { signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';
import type { accountInfo } from '../account/account';
import { TWO_FACTOR_CODE_TTL_MS, TWO_FACTOR_MESSAGES, TWO_FACTOR_RESEND_SECONDS } from './auth';

type Info = ReturnType<typeof accountInfo>;

const login = (fields: Record<string, string>) => postApi<Info>('auth.login', fields);

describe('auth namespace: login', () => {
  it('signs in with any letter case of the login and answers the account info', async () => {
    const { status, body } = await login({ login: 'Demo@Example.COM', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ uid: 1001, login: 'demo@example.com' });
    expect(db().session.currentUid).toBe(1001);
    expect((await getApi<Info>('account.getInfo')).body.data?.uid).toBe(1001);
  });

  it('refuses a wrong password with an Authorization error and keeps the visitor anonymous', async () => {
    const { status, body } = await login({ login: 'demo@example.com', password: 'wrong-one' });
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ type: 'AuthorizationException', message: 'Wrong login or password' });
    expect(sessionAccount()).toBeUndefined();
  });

  it('refuses an unknown login the same way, and a missing field as InvalidParameter', async () => {
    expect((await login({ login: 'nobody@example.com', password: DEMO_PASSWORD })).body.error?.type).toBe('AuthorizationException');
    const missing = await login({ login: 'demo@example.com' });
    expect(missing.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { password: ['REQUIRED'] } });
  });

  it('answers UserBanned for the banned account and starts no session', async () => {
    const { status, body } = await login({ login: 'banned@example.com', password: DEMO_PASSWORD });
    expect(status).toBe(403);
    expect(body.error?.type).toBe('UserBannedException');
    expect(sessionAccount()).toBeUndefined();
  });

  it('signs in by phone contact digits', async () => {
    db().accounts[0].contacts.push({ type: 'phone', contact: '+49 151 2345678', is_confirmed: true, is_subscribed: false, phone_country_code: '49' });
    const { body } = await login({ login: '491512345678', password: DEMO_PASSWORD });
    expect(body.data?.uid).toBe(1001);
  });
});

describe('auth namespace: two-factor login', () => {
  const credentials = { login: '2fa@example.com', password: DEMO_PASSWORD };

  it('asks for the code with resend_time, then accepts the right code and clears the challenge', async () => {
    const first = await login(credentials);
    expect(first.status).toBe(401);
    expect(first.body.error).toMatchObject({
      type: 'AuthorizationException',
      message: TWO_FACTOR_MESSAGES.required,
      error_data: { resend_time: TWO_FACTOR_RESEND_SECONDS },
    });
    expect(sessionAccount()).toBeUndefined();

    const wrong = await login({ ...credentials, code: '654321' });
    expect(wrong.body.error?.message).toBe(TWO_FACTOR_MESSAGES.invalid);
    const short = await login({ ...credentials, code: '12a' });
    expect(short.body.error?.message).toBe(TWO_FACTOR_MESSAGES.format);

    const right = await login({ ...credentials, code: DEMO_TWO_FACTOR_CODE });
    expect(right.status).toBe(200);
    expect(right.body.data?.uid).toBe(1002);
    // The code was used up: a second try with it has nothing to match.
    expect((await login({ ...credentials, code: DEMO_TWO_FACTOR_CODE })).body.error?.message).toBe(TWO_FACTOR_MESSAGES.expired);
  });

  it('answers "Resend time is N" while a fresh code is still pending', async () => {
    await login(credentials);
    const again = await login(credentials);
    expect(again.body.error?.message).toMatch(/^Resend time is \d+$/);
    const data = again.body.error?.error_data as { resend_time: number };
    expect(data.resend_time).toBeGreaterThan(0);
    expect(data.resend_time).toBeLessThanOrEqual(TWO_FACTOR_RESEND_SECONDS);
  });

  it('answers "Time expired" for a code older than its lifetime, and for a code never sent', async () => {
    expect((await login({ ...credentials, code: DEMO_TWO_FACTOR_CODE })).body.error?.message).toBe(TWO_FACTOR_MESSAGES.expired);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await login(credentials);
    clock.mockReturnValue(now + TWO_FACTOR_CODE_TTL_MS + 1000);
    expect((await login({ ...credentials, code: DEMO_TWO_FACTOR_CODE })).body.error?.message).toBe(TWO_FACTOR_MESSAGES.expired);
    // After the resend window a new code may be asked for again.
    expect((await login(credentials)).body.error?.message).toBe(TWO_FACTOR_MESSAGES.required);
    clock.mockRestore();
  });
});

describe('auth namespace: register, restore, logout', () => {
  const fields = { email: 'New.Player@Example.com', password: 'secret12', currency: 'USD', terms: '1' };

  it('creates an account with an empty wallet in the chosen currency and signs it in', async () => {
    const { status, body } = await postApi<Info>('auth.register', { ...fields, promo_code: 'WELCOME100' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ login: 'new.player@example.com', balance_main: { amount: 0, currency: 'USD' } });
    const uid = body.data?.uid ?? 0;
    expect(uid).toBeGreaterThan(1005);
    expect(db().session.currentUid).toBe(uid);
    expect(db().wallets.some((wallet) => wallet.uid === uid && wallet.currency === 'USD')).toBe(true);

    // The new password works after signing out.
    await getApi('auth.logout');
    expect((await login({ login: 'new.player@example.com', password: 'secret12' })).body.data?.uid).toBe(uid);
  });

  it('refuses a duplicate email (any case) with error_data.email ALREADY_EXISTS', async () => {
    const { status, body } = await postApi('auth.register', { ...fields, email: 'DEMO@example.com' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { email: ['ALREADY_EXISTS'] } });
    expect(sessionAccount()).toBeUndefined();
  });

  it('reports every invalid field at once', async () => {
    const { body } = await postApi('auth.register', { email: 'not-an-email', password: '123', currency: 'XYZ', promo_code: 'bad code!' });
    expect(body.error?.error_data).toEqual({
      email: ['INVALID'],
      password: ['TOO_SHORT'],
      currency: ['INVALID'],
      promo_code: ['INVALID'],
      terms: ['REQUIRED'],
    });
  });

  it('restore answers 1 for a known login and an error for an unknown one', async () => {
    expect((await postApi('auth.restore', { login: 'demo@example.com' })).body.data).toBe(1);
    const unknown = await postApi('auth.restore', { login: 'ghost@example.com' });
    expect(unknown.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { login: ['NOT_FOUND'] } });
  });

  it('logout ends the session, also for a banned account', async () => {
    signInAs('banned@example.com');
    const { status, body } = await getApi('auth.logout');
    expect(status).toBe(200);
    expect(body.data).toBe(1);
    expect(sessionAccount()).toBeUndefined();
  });
});
