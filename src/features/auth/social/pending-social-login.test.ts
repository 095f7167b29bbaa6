// @vitest-environment jsdom
import {
  beginPendingSocialLogin,
  PENDING_SOCIAL_LOGIN_KEY,
  PENDING_SOCIAL_LOGIN_MAX_AGE_MS,
  takePendingSocialLogin,
} from './pending-social-login';

const START = 1_700_000_000_000;

describe('pending social login', () => {
  afterEach(() => sessionStorage.clear());

  it('admits the return of the login started here, once', () => {
    const { nonce } = beginPendingSocialLogin('google', { now: START });
    expect(takePendingSocialLogin({ provider: 'google', state: nonce }, { now: START + 60_000 })).toEqual({ ok: true });
    expect(takePendingSocialLogin({ provider: 'google', state: nonce }, { now: START + 60_000 })).toEqual({ ok: false, reason: 'notStarted' });
  });

  it('refuses a return without the nonce while a login of the same provider is pending', () => {
    beginPendingSocialLogin('facebook', { now: START });
    expect(takePendingSocialLogin({ provider: 'facebook' }, { now: START + 1000 })).toEqual({ ok: false, reason: 'noNonce' });
    expect(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)).toBeNull();
    beginPendingSocialLogin('facebook', { now: START });
    expect(takePendingSocialLogin({ provider: 'facebook', state: '' }, { now: START + 1000 })).toEqual({ ok: false, reason: 'noNonce' });
    beginPendingSocialLogin('facebook', { now: START });
    expect(takePendingSocialLogin({ provider: 'facebook', state: null }, { now: START + 1000 })).toEqual({ ok: false, reason: 'noNonce' });
  });

  it('refuses another provider, an old mark, another nonce, and removes the mark whatever happens', () => {
    const cases = [
      [{ provider: 'facebook' }, START, 'otherProvider'],
      [{ provider: 'google' }, START + PENDING_SOCIAL_LOGIN_MAX_AGE_MS + 1, 'expired'],
      [{ provider: 'google' }, START - 1, 'expired'],
      [{ provider: 'google', state: 'someone-elses' }, START, 'otherAttempt'],
    ] as const;
    for (const [returned, now, reason] of cases) {
      beginPendingSocialLogin('google', { now: START });
      expect(takePendingSocialLogin(returned, { now })).toEqual({ ok: false, reason });
      expect(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)).toBeNull();
    }
  });

  it("refuses a nonce the mark does not hold, even another tab's own", () => {
    const other = beginPendingSocialLogin('google', { now: START, storage: null });
    beginPendingSocialLogin('google', { now: START });
    expect(takePendingSocialLogin({ provider: 'google', state: other.nonce }, { now: START + 1000 })).toEqual({ ok: false, reason: 'otherAttempt' });
  });

  it('refuses a malformed mark', () => {
    sessionStorage.setItem(PENDING_SOCIAL_LOGIN_KEY, '{"provider":"google"');
    expect(takePendingSocialLogin({ provider: 'google' })).toEqual({ ok: false, reason: 'notStarted' });
    sessionStorage.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify({ provider: 'google', startedAt: 'yesterday', nonce: 'x' }));
    expect(takePendingSocialLogin({ provider: 'google' })).toEqual({ ok: false, reason: 'notStarted' });
  });
});
