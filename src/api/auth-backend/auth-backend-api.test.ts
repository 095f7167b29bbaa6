// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { mockAccessToken } from '../../../mocks/auth/auth-backend';
import { sentResetLinks } from '../../../mocks/auth/password-reset-tables';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { baseApi } from '../base-api';
import { authBackendApi } from './auth-backend-api';
import { clearAuthSession, getAuthSession, getAuthToken, setAuthSession } from './auth-session';

function makeTestStore() {
  return configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
}

const { endpoints } = authBackendApi;
const DEMO = { identifier: 'demo@example.com', password: 'demo1234' };

describe('auth backend client: token lifecycle (SPEC §4)', () => {
  afterEach(() => clearAuthSession());

  it('stores the token and user on login and sends it as a bearer header afterwards', async () => {
    const store = makeTestStore();
    expect(getAuthToken()).toBeNull();
    const result = await store.dispatch(endpoints.authBackendLocalLogin.initiate(DEMO)).unwrap();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(result.jwt);
    expect(getAuthSession()).toMatchObject({ token: result.jwt, user: { uid: 1001 } });

    let header: string | null = null;
    server.use(
      http.get('*/cms/api/users/me', ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({ id: 1001, uid: 1001 });
      }),
    );
    await store.dispatch(endpoints.authBackendGetMe.initiate()).unwrap();
    expect(header).toBe(`Bearer ${result.jwt}`);
  });

  it('refetches /users/me after a new login with the new token already in the header', async () => {
    const store = makeTestStore();
    const first = await store.dispatch(endpoints.authBackendLocalLogin.initiate(DEMO)).unwrap();
    const me = store.dispatch(endpoints.authBackendGetMe.initiate());
    await me.unwrap();
    const headers: Array<string | null> = [];
    server.use(
      http.get('*/cms/api/users/me', ({ request }) => {
        headers.push(request.headers.get('authorization'));
        return HttpResponse.json({ id: 1002, uid: 1002 });
      }),
    );
    const second = await store.dispatch(endpoints.authBackendLocalLogin.initiate({ identifier: '2fa@example.com', password: 'demo1234' })).unwrap();
    expect(second.jwt).not.toBe(first.jwt);
    await vi.waitFor(() => expect(headers).toEqual([`Bearer ${second.jwt}`]));
    me.unsubscribe();
  });

  it('sends no authorization header without a token', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/cms/api/auth/forgot-password', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    await makeTestStore().dispatch(endpoints.authBackendForgotPassword.initiate({ email: 'demo@example.com' })).unwrap();
    expect(seen!.headers.has('authorization')).toBe(false);
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(await seen!.json()).toEqual({ email: 'demo@example.com' });
  });

  it('stores the token on register, reset-password and provider callback', async () => {
    const store = makeTestStore();
    const registered = await store.dispatch(endpoints.authBackendLocalRegister.initiate({ username: 'u1', email: 'u1@example.com', password: 'secret1' })).unwrap();
    expect(getAuthToken()).toBe(registered.jwt);

    clearAuthSession();
    await store.dispatch(endpoints.authBackendForgotPassword.initiate({ email: 'u1@example.com' })).unwrap();
    // The code the mock "e-mailed" (the QA panel lists it).
    const code = sentResetLinks().find((link) => link.login === 'u1@example.com')?.code ?? 'none';
    const reset = await store
      .dispatch(endpoints.authBackendResetPassword.initiate({ code, password: 'next12', passwordConfirmation: 'next12' }))
      .unwrap();
    expect(getAuthToken()).toBe(reset.jwt);

    clearAuthSession();
    const social = await store
      .dispatch(endpoints.authBackendProviderCallback.initiate({ provider: 'google', access_token: mockAccessToken('google', 'demo@example.com') }))
      .unwrap();
    expect(getAuthToken()).toBe(social.jwt);
    expect(getAuthSession().user?.uid).toBe(1001);
  });

  it('keeps the previous token when a call fails, and normalises Strapi errors', async () => {
    setAuthSession({ jwt: 'kept' });
    const result = await makeTestStore().dispatch(endpoints.authBackendLocalLogin.initiate({ ...DEMO, password: 'wrong' }));
    expect(result.error).toMatchObject({ status: 400, name: 'InvalidRequest', message: 'Invalid identifier or password', data: { strapiName: 'ValidationError' } });
    expect(getAuthToken()).toBe('kept');
  });

  it('clears the token when /users/me fails, and on sign-out', async () => {
    const store = makeTestStore();
    setAuthSession({ jwt: 'expired-token' });
    const request = store.dispatch(endpoints.authBackendGetMe.initiate());
    const me = await request;
    // Unsubscribed, so the login below does not refetch it into the next test.
    request.unsubscribe();
    expect(me.error).toMatchObject({ status: 401, name: 'Authorization' });
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();

    await store.dispatch(endpoints.authBackendLocalLogin.initiate(DEMO)).unwrap();
    expect(getAuthToken()).not.toBeNull();
    clearAuthSession();
    expect(getAuthSession()).toEqual({ token: null, user: null });
  });

  describe('/users/me drops the token only when the server has answered with a failure', () => {
    afterEach(() => vi.useRealTimers());

    function answers(...replies: Array<() => Response | Promise<Response>>) {
      let call = 0;
      server.use(http.get('*/cms/api/users/me', () => replies[Math.min(call++, replies.length - 1)]()));
      return () => call;
    }

    it('keeps the player signed in through one 503 that the retry mends', async () => {
      setAuthSession({ jwt: 'good-token' });
      const calls = answers(() => new HttpResponse('busy', { status: 503 }), () => HttpResponse.json({ id: 1001, uid: 1001 }));
      const me = await makeTestStore().dispatch(endpoints.authBackendGetMe.initiate());
      expect(me.error).toBeUndefined();
      expect(calls()).toBe(2);
      expect(getAuthSession()).toMatchObject({ token: 'good-token', user: { uid: 1001 } });
    });

    it('keeps the token when the browser is offline', async () => {
      setAuthSession({ jwt: 'good-token' });
      answers(() => HttpResponse.error());
      const me = await makeTestStore().dispatch(endpoints.authBackendGetMe.initiate());
      expect(me.error).toMatchObject({ status: 0, name: 'NetworkError' });
      expect(getAuthToken()).toBe('good-token');
    });

    it('keeps the token when no answer comes in time', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      setAuthSession({ jwt: 'good-token' });
      answers(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      const pending = makeTestStore().dispatch(endpoints.authBackendGetMe.initiate());
      await vi.advanceTimersByTimeAsync(60_000);
      const me = await pending;
      expect(me.error).toMatchObject({ status: 0, name: 'Timeout' });
      expect(getAuthToken()).toBe('good-token');
    });

    it('clears the token on a 401, and on a failure the retry did not mend', async () => {
      setAuthSession({ jwt: 'expired-token' });
      answers(() => HttpResponse.json({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Unauthorized' } }, { status: 401 }));
      await makeTestStore().dispatch(endpoints.authBackendGetMe.initiate());
      expect(getAuthToken()).toBeNull();

      setAuthSession({ jwt: 'good-token' });
      const calls = answers(() => new HttpResponse('busy', { status: 503 }));
      const me = await makeTestStore().dispatch(endpoints.authBackendGetMe.initiate());
      expect(me.error).toMatchObject({ status: 503 });
      expect(calls()).toBe(2);
      expect(getAuthToken()).toBeNull();
    });
  });
});
