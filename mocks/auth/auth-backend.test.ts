import { sessionAccount } from '../account/accounts';
import { getApi, postApi } from '../core/test-utils';
import { mockAccessToken } from './auth-backend';
import { sentResetLinks } from './password-reset-tables';

const url = (path: string) => new URL(`/cms/api/${path}`, location.origin).href;

interface StrapiBody {
  jwt: string;
  user: { uid: number } & Record<string, unknown>;
  error: { status: number; name: string; message: string };
  [key: string]: unknown;
}

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(url(path), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as StrapiBody };
}

afterEach(() => vi.restoreAllMocks());

describe('auth backend mock (Strapi users-permissions)', () => {
  it('logs in with identifier and password, and /users/me answers the bare user for that token', async () => {
    const login = await call('auth/local', { body: { identifier: 'demo@example.com', password: 'demo1234' } });
    expect(login.status).toBe(200);
    expect(login.body.jwt.split('.')).toHaveLength(3);
    expect(login.body.user).toMatchObject({ id: 1001, uid: 1001, email: 'demo@example.com', provider: 'local', is_registration_completed: true });
    expect(login.body.user).not.toHaveProperty('password');
    // one mock server: the main-API session is signed in too
    expect(sessionAccount()?.uid).toBe(1001);

    const me = await call('users/me', { token: login.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: 1001, first_name: 'Alex', balance: { amount: 1000, currency: 'EUR' } });
    expect(me.body).not.toHaveProperty('data');
  });

  it('answers wrong credentials, missing and unknown tokens with Strapi errors', async () => {
    const wrong = await call('auth/local', { body: { identifier: 'demo@example.com', password: 'nope' } });
    expect(wrong).toMatchObject({ status: 400, body: { data: null, error: { name: 'ValidationError', message: 'Invalid identifier or password' } } });
    expect((await call('users/me')).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect((await call('users/me', { token: 'garbage' })).body.error).toMatchObject({ status: 401, message: 'Missing or invalid credentials' });
    const banned = await call('auth/local', { body: { identifier: 'banned@example.com', password: 'demo1234' } });
    expect(banned.body.error).toMatchObject({ name: 'ApplicationError' });
  });

  it('registers, refuses a taken email, and resets a password with the mailed code', async () => {
    const created = await call('auth/local/register', { body: { username: 'neo', email: 'Neo@Example.com', password: 'secret1' } });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email: 'neo@example.com', username: 'neo' });
    const taken = await call('auth/local/register', { body: { username: 'x', email: 'neo@example.com', password: 'secret1' } });
    expect(taken.body.error.message).toBe('Email or Username are already taken');

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await call('auth/forgot-password', { body: { email: 'neo@example.com' } })).body).toEqual({ ok: true });
    const code = new URL(sentResetLinks()[0].link, location.origin).searchParams.get('code');
    const mismatch = await call('auth/reset-password', { body: { code, password: 'a12345', passwordConfirmation: 'b12345' } });
    expect(mismatch.body.error.message).toBe('Passwords do not match');
    const reset = await call('auth/reset-password', { body: { code, password: 'new123', passwordConfirmation: 'new123' } });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeTruthy();
    const again = await call('auth/reset-password', { body: { code, password: 'new123', passwordConfirmation: 'new123' } });
    expect(again.body.error.message).toBe('Incorrect code provided');
    expect((await call('auth/local', { body: { identifier: 'neo@example.com', password: 'new123' } })).status).toBe(200);
  });

  it('changes the password only with a token and the current password', async () => {
    const { body } = await call('auth/local', { body: { identifier: 'demo@example.com', password: 'demo1234' } });
    const change = { currentPassword: 'demo1234', password: 'other99', passwordConfirmation: 'other99' };
    expect((await call('auth/change-password', { body: change })).status).toBe(403);
    expect((await call('auth/change-password', { body: { ...change, currentPassword: 'bad' }, token: body.jwt })).body.error.message).toBe(
      'The provided current password is invalid',
    );
    expect((await call('auth/change-password', { body: change, token: body.jwt })).status).toBe(200);
  });

  it('confirms emails once', async () => {
    expect((await call('auth/send-email-confirmation', { body: { email: 'new@example.com' } })).body).toEqual({ email: 'new@example.com', sent: true });
    expect((await call('auth/send-email-confirmation', { body: { email: 'demo@example.com' } })).body.error.message).toBe('Already confirmed');
  });

  it('exchanges provider access tokens: known players sign in, new ones start incomplete', async () => {
    const known = await call(`auth/google/callback?access_token=${encodeURIComponent(mockAccessToken('google', 'demo@example.com'))}`);
    expect(known.body.user).toMatchObject({ uid: 1001 });
    const fresh = await call(`auth/facebook/callback?access_token=${mockAccessToken('facebook', 'new-ab12')}`);
    expect(fresh.body.user).toMatchObject({ provider: 'facebook', email: null, is_registration_completed: false });
    expect(sessionAccount()?.flags.is_registration_completed).toBe(false);
    const info = await getApi<{ uid: number; is_registration_completed: boolean }>('account.getInfo');
    expect(info.body.data).toMatchObject({ uid: fresh.body.user.uid, is_registration_completed: false });

    expect((await call('auth/github/callback?access_token=x')).body.error.message).toBe('This provider is disabled');
    expect((await call('auth/google/callback?access_token=stolen')).body.error.message).toBe('Invalid access token');
  });

  it('completes a social registration through auth.register', async () => {
    await call(`auth/google/callback?access_token=${mockAccessToken('google', 'new-zz9')}`);
    const missing = await postApi('auth.register', { complete_registration: '1', currency: 'USD' });
    expect(missing.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { email: ['REQUIRED'], terms: ['REQUIRED'] } });
    const done = await postApi('auth.register', { complete_registration: '1', email: 'zz9@example.com', currency: 'USD', terms: '1' });
    expect(done.body.data).toMatchObject({ is_registration_completed: true, balance_main: { currency: 'USD' } });
  });
});
