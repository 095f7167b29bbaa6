import { configureStore } from '@reduxjs/toolkit';
import { authApi } from '@/api/auth/auth-api';
import { baseApi } from '@/api/base-api';
import type { ApiError } from '@/api/errors';
import { rootReducer } from '@/store/root-reducer';
import { resendDeadline, selectTwoFactor, twoFactorCleared, twoFactorRequired, twoFactorResent } from './auth-slice';
import { twoFactorMessageOf } from '@/api/auth/two-factor-messages';
import { twoFactorChallenge } from './two-factor-messages';

const authError = (message: string, data?: unknown): ApiError => ({ status: 401, name: 'Authorization', message, data });

describe('auth slice (two-factor state of SPEC §4)', () => {
  it('holds login and resend_time (never the password) until a second login clears it', () => {
    const store = configureStore({ reducer: rootReducer });
    expect(selectTwoFactor(store.getState())).toBeNull();
    store.dispatch(twoFactorRequired({ login: '2fa@example.com', resend_time: 30, issuedAt: 1000 }));
    expect(selectTwoFactor(store.getState())).toEqual({ login: '2fa@example.com', resend_time: 30, issuedAt: 1000 });
    store.dispatch(twoFactorResent({ resend_time: 45, issuedAt: 5000 }));
    expect(selectTwoFactor(store.getState())).toMatchObject({ login: '2fa@example.com', resend_time: 45, issuedAt: 5000 });
    store.dispatch(twoFactorCleared());
    expect(selectTwoFactor(store.getState())).toBeNull();
  });

  it('a sign-out ends a pending step', async () => {
    const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
    store.dispatch(twoFactorRequired({ login: '2fa@example.com', resend_time: 30, issuedAt: 1000 }));
    await store.dispatch(authApi.endpoints.authLogout.initiate());
    expect(selectTwoFactor(store.getState())).toBeNull();
  });

  it('a resend without a pending step changes nothing', () => {
    const store = configureStore({ reducer: rootReducer });
    store.dispatch(twoFactorResent({ resend_time: 45, issuedAt: 5000 }));
    expect(selectTwoFactor(store.getState())).toBeNull();
  });

  it('counts the resend time from when it was issued', () => {
    expect(resendDeadline({ resend_time: 30, issuedAt: 10_000 })).toBe(40_000);
    expect(resendDeadline({ resend_time: 0, issuedAt: 10_000 })).toBe(10_000);
  });
});

describe('the five two-factor messages of SPEC §8', () => {
  it.each([
    ['two_factor_auth is enable', 'required'],
    ['Resend time is 25', 'resend'],
    ['two_factor_auth: code is invalid', 'invalid'],
    ['the code must contain 6 digits', 'format'],
    ['Time expired', 'expired'],
  ])('"%s" is %s', (message, kind) => {
    expect(twoFactorMessageOf(message)).toBe(kind);
  });

  it('any other message is none of them', () => {
    expect(twoFactorMessageOf('Wrong login or password')).toBeNull();
    expect(twoFactorMessageOf(undefined)).toBeNull();
  });

  it('"enabled" and "resend time" Authorization errors start the step, with the waiting time', () => {
    expect(twoFactorChallenge(authError('two_factor_auth is enable', { resend_time: 30 }))).toEqual({ resend_time: 30 });
    expect(twoFactorChallenge(authError('Resend time is 12'))).toEqual({ resend_time: 12 });
    expect(twoFactorChallenge(authError('two_factor_auth is enable'))).toEqual({ resend_time: 0 });
  });

  it('wrong codes, other messages and other error types do not', () => {
    expect(twoFactorChallenge(authError('two_factor_auth: code is invalid'))).toBeNull();
    expect(twoFactorChallenge(authError('Wrong login or password'))).toBeNull();
    expect(twoFactorChallenge({ status: 400, name: 'InvalidParameter', message: 'two_factor_auth is enable' })).toBeNull();
  });
});
