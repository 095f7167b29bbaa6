import { findAccountByEmail, sessionAccount } from '../account/accounts';
import { consumeResetCode, issueResetCode, RESET_CODE_TTL_MS, sentResetLinks } from './password-reset-tables';
import { applyScenariosFromUrl } from '../scenarios';
import { postApi } from '../core/test-utils';

const authUrl = (path: string) => new URL(`/cms/api/${path}`, location.origin).href;

async function authPost(path: string, body: unknown) {
  const response = await fetch(authUrl(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { jwt?: string; error?: { name: string; message: string } } };
}

const codeOf = (link: string) => new URL(link, location.origin).searchParams.get('code') ?? '';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('password reset in the mock (auth.restore, forgot-password, reset-password)', () => {
  it('auth.restore "e-mails" a link to the reset page in the locale of the request, and logs it for QA', async () => {
    expect((await postApi('auth.restore', { login: 'demo@example.com' })).body.data).toBe(1);
    const [sent] = sentResetLinks();
    expect(sent).toMatchObject({ login: 'demo@example.com' });
    expect(sent.link).toMatch(/^\/en\/forms\/reset_password\?code=[0-9a-f]{32}$/);
    expect(console.warn).toHaveBeenCalledWith(`[mocks] password reset link (no e-mail leaves the mock): ${sent.link}`);
  });

  it('forgot-password "e-mails" a link in the account locale (the default locale without a prefix)', async () => {
    expect((await authPost('auth/forgot-password', { email: 'demo@example.com' })).body).toEqual({ ok: true });
    expect(sentResetLinks()[0].link).toMatch(/^\/forms\/reset_password\?code=[0-9a-f]{32}$/);
    // An unknown address is answered alike and sends nothing.
    expect((await authPost('auth/forgot-password', { email: 'ghost@example.com' })).body).toEqual({ ok: true });
    expect(sentResetLinks()).toHaveLength(1);
  });

  it('reset-password with the code sets the password, signs in and answers the token; the old password stops working', async () => {
    await postApi('auth.restore', { login: 'demo@example.com' });
    const code = codeOf(sentResetLinks()[0].link);
    const reset = await authPost('auth/reset-password', { code, password: 'fresh77', passwordConfirmation: 'fresh77' });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt?.split('.')).toHaveLength(3);
    expect(sessionAccount()?.email).toBe('demo@example.com');

    expect((await postApi('auth.login', { login: 'demo@example.com', password: 'demo1234' })).body.error?.type).toBe('AuthorizationException');
    expect((await postApi('auth.login', { login: 'demo@example.com', password: 'fresh77' })).body.data).toMatchObject({ login: 'demo@example.com' });
    // Used once.
    const again = await authPost('auth/reset-password', { code, password: 'other77', passwordConfirmation: 'other77' });
    expect(again).toMatchObject({ status: 400, body: { error: { name: 'ValidationError', message: 'Incorrect code provided' } } });
  });

  it('only the newest link of an account works', async () => {
    await postApi('auth.restore', { login: 'demo@example.com' });
    const first = codeOf(sentResetLinks()[0].link);
    await postApi('auth.restore', { login: 'demo@example.com' });
    expect(sentResetLinks()).toHaveLength(1);
    expect((await authPost('auth/reset-password', { code: first, password: 'fresh77', passwordConfirmation: 'fresh77' })).status).toBe(400);
  });

  it('an expired code is refused like an unknown one (QA switch mock_password_reset=expire, and after its time)', async () => {
    await postApi('auth.restore', { login: 'demo@example.com' });
    const code = codeOf(sentResetLinks()[0].link);
    applyScenariosFromUrl(new URL('http://localhost/?mock_password_reset=expire'));
    const expired = await authPost('auth/reset-password', { code, password: 'fresh77', passwordConfirmation: 'fresh77' });
    expect(expired).toMatchObject({ status: 400, body: { error: { message: 'Incorrect code provided' } } });
    expect((await postApi('auth.login', { login: 'demo@example.com', password: 'demo1234' })).body.data).toBeDefined();

    const account = findAccountByEmail('demo@example.com')!;
    const row = issueResetCode(account, 'it', 1_000);
    expect(row.link).toMatch(/^\/it\/forms\/reset_password\?code=/);
    expect(consumeResetCode(row.code, 1_000 + RESET_CODE_TTL_MS)).toBe('expired');
  });

  it('refuses a password outside 6 to 20 characters and keeps the code', async () => {
    await postApi('auth.restore', { login: 'demo@example.com' });
    const code = codeOf(sentResetLinks()[0].link);
    const short = await authPost('auth/reset-password', { code, password: 'abc', passwordConfirmation: 'abc' });
    expect(short.body.error?.message).toBe('password must be at least 6 characters');
    expect((await authPost('auth/reset-password', { code, password: 'fresh77', passwordConfirmation: 'fresh77' })).status).toBe(200);
  });
});
