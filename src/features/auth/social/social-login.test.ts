// @vitest-environment jsdom
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { saveSocialBackUrl, takeSocialBackUrl } from './back-url';
import { SOCIAL_AUTH_MESSAGE, SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { resultFromLocation, resultFromMessage, searchWithoutResult } from './social-auth-result';
import { connectUrl, oauthInitUrl, popupFeatures } from './social-login-url';
import { startSocialLogin } from './start-social-login';
import { PENDING_SOCIAL_LOGIN_KEY, type PendingSocialLogin } from './pending-social-login';

function pendingMark(): PendingSocialLogin {
  return JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY) ?? 'null') as PendingSocialLogin;
}

const ORIGIN = window.location.origin;

function fakeWindow(href: string, popup: Window | null) {
  const open = vi.fn(() => popup);
  const assign = vi.fn();
  const url = new URL(href);
  const win = {
    open,
    location: { href: url.href, search: url.search, assign } as unknown as Location,
    outerWidth: 1440,
    outerHeight: 900,
    innerWidth: 1440,
    innerHeight: 800,
    screenX: 100,
    screenY: 50,
  };
  return { win, open, assign };
}

describe('social login URLs (SPEC §7, §9)', () => {
  it('builds /oauth/init with service, redirect_url (the current address) and type_auth', () => {
    const url = new URL(oauthInitUrl('google', `${ORIGIN}/en/gamehall?category=7`, 'signUp'));
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'google',
      redirect_url: `${ORIGIN}/en/gamehall?category=7`,
      type_auth: 'registration',
    });
    expect(new URL(oauthInitUrl('facebook', ORIGIN, 'signIn')).searchParams.get('type_auth')).toBe('login');
  });

  it('centres a 640x480 popup over the window', () => {
    expect(popupFeatures({ width: 1440, height: 900, left: 100, top: 50 })).toBe('popup=yes,width=640,height=480,left=500,top=260');
    expect(popupFeatures({ width: 320, height: 400, left: 0, top: 0 })).toBe('popup=yes,width=640,height=480,left=0,top=0');
  });

  it('sends the redirect variant to {VITE_AUTH_URL}connect/{provider} with the return address', () => {
    const url = new URL(connectUrl('telegram', `${ORIGIN}/it/?type_auth=login`));
    expect(url.pathname).toBe('/cms/api/connect/telegram');
    expect(url.searchParams.get('callback')).toBe(`${ORIGIN}/it/?type_auth=login`);
  });
});

describe('startSocialLogin', () => {
  afterEach(() => sessionStorage.clear());

  it('opens the popup named social-auth, saves the back url and marks the login as started here', () => {
    const popup = { focus: vi.fn() } as unknown as Window;
    const { win, open, assign } = fakeWindow(`${ORIGIN}/en/?redirectUrl=%2Fen%2Fcashier%2Fdeposit`, popup);
    expect(startSocialLogin('google', 'signIn', { window: win, variant: 'popup' })).toBe('popup');
    const mark = pendingMark();
    expect(mark).toMatchObject({ provider: 'google', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) as string });
    expect(Math.abs(Date.now() - mark.startedAt)).toBeLessThan(5000);
    expect(open).toHaveBeenCalledWith(
      oauthInitUrl('google', `${ORIGIN}/en/?redirectUrl=%2Fen%2Fcashier%2Fdeposit&social_state=${mark.nonce}`, 'signIn'),
      SOCIAL_POPUP_NAME,
      'popup=yes,width=640,height=480,left=500,top=260',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.socialAuthBackUrl)).toBe('/en/cashier/deposit');
  });

  it('falls back to the redirect when the browser blocks the popup', () => {
    const { win, assign } = fakeWindow(`${ORIGIN}/es/promotions#top`, null);
    expect(startSocialLogin('facebook', 'signUp', { window: win, variant: 'popup' })).toBe('redirect');
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(target.pathname).toBe('/cms/api/connect/facebook');
    const mark = pendingMark();
    expect(mark.provider).toBe('facebook');
    expect(target.searchParams.get('callback')).toBe(`${ORIGIN}/es/promotions?social_state=${mark.nonce}&type_auth=registration`);
  });

  it('gives every attempt its own nonce', () => {
    const { win } = fakeWindow(`${ORIGIN}/`, null);
    startSocialLogin('google', 'signIn', { window: win, variant: 'redirect' });
    const first = pendingMark().nonce;
    startSocialLogin('google', 'signIn', { window: win, variant: 'redirect' });
    expect(pendingMark().nonce).not.toBe(first);
  });

  it('redirects straight away when configured for redirects', () => {
    const { win, open, assign } = fakeWindow(`${ORIGIN}/`, {} as Window);
    expect(startSocialLogin('google', 'signIn', { window: win, variant: 'redirect' })).toBe('redirect');
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('social back url (SPEC §2)', () => {
  it('follows only same-origin paths and forgets the value once taken', () => {
    saveSocialBackUrl('?back_url=%2Fit%2Fpromotions%3Fx%3D1');
    expect(takeSocialBackUrl(ORIGIN)).toBe('/it/promotions?x=1');
    expect(takeSocialBackUrl(ORIGIN)).toBeNull();

    for (const evil of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      saveSocialBackUrl(`?redirectUrl=${encodeURIComponent(evil)}`);
      expect(takeSocialBackUrl(ORIGIN)).toBeNull();
    }
    saveSocialBackUrl(`?redirectUrl=${encodeURIComponent(`${ORIGIN}/en/profile`)}`);
    expect(takeSocialBackUrl(ORIGIN)).toBe('/en/profile');
  });

  it('clears an older value when the page has no back url', () => {
    saveSocialBackUrl('?redirectUrl=%2Fen%2Fprofile');
    saveSocialBackUrl('?promo_code=X');
    expect(localStorage.getItem(STORAGE_KEYS.socialAuthBackUrl)).toBeNull();
  });
});

describe('social auth results', () => {
  it('reads the return address and strips it', () => {
    expect(resultFromLocation('/en/', '?access_token=t1&provider=google&type_auth=registration&x=1&social_state=n1')).toEqual({
      provider: 'google',
      accessToken: 't1',
      mode: 'signUp',
      state: 'n1',
    });
    expect(resultFromLocation('/connect/facebook/redirect', '?access_token=t2')).toEqual({
      provider: 'facebook',
      accessToken: 't2',
      mode: 'signIn',
      state: null,
    });
    expect(resultFromLocation('/', '?access_token=t3')).toBeNull();
    expect(resultFromLocation('/', '?access_token=t3&provider=..%2Fx')).toBeNull();
    expect(searchWithoutResult('?access_token=t1&provider=google&type_auth=login&x=1&social_state=n1')).toBe('?x=1');
    expect(searchWithoutResult('?access_token=t1')).toBe('');
  });

  it('accepts only well-formed messages', () => {
    expect(resultFromMessage({ type: SOCIAL_AUTH_MESSAGE, provider: 'google', accessToken: 'a', typeAuth: 'login' })).toEqual({
      provider: 'google',
      accessToken: 'a',
      mode: 'signIn',
      state: null,
    });
    expect(resultFromMessage({ type: SOCIAL_AUTH_MESSAGE, provider: 'google', accessToken: 'a', state: 'n1' })?.state).toBe('n1');
    expect(resultFromMessage({ type: 'other', provider: 'google', accessToken: 'a' })).toBeNull();
    expect(resultFromMessage({ type: SOCIAL_AUTH_MESSAGE, provider: 'google' })).toBeNull();
    expect(resultFromMessage('string')).toBeNull();
  });
});
