import { authPopupRequest, hasFlagsOff, searchWithoutFlags, showPopupRegOff, showPopupRegToRemember } from './auth-flags';
import { authSuccessTarget } from './auth-success-target';

const origin = 'http://localhost';
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where the player goes after signing in or registering (SPEC §2)', () => {
  it('a login goes to the locale index', () => {
    expect(authSuccessTarget({ kind: 'login', variant: 'popup', locale: 'en', current: at('/en/promotions'), origin })).toBe('/en');
    expect(authSuccessTarget({ kind: 'login', variant: 'page', locale: 'ru', current: at('/forms/sign_in'), origin })).toBe('/');
  });

  it('a same-origin redirectUrl wins', () => {
    const current = at('/en', '?redirectUrl=%2Fen%2Fprofile%2Fsettings%3Ffrom%3Dx');
    expect(authSuccessTarget({ kind: 'login', variant: 'popup', locale: 'en', current, origin })).toBe('/en/profile/settings?from=x');
  });

  it('an external or script redirectUrl is refused: the index instead', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      const current = at('/en', `?redirectUrl=${encodeURIComponent(bad)}`);
      expect(authSuccessTarget({ kind: 'login', variant: 'popup', locale: 'en', current, origin })).toBe('/en');
    }
  });

  it('a registration in the popup stays on the page without the flags and adds register=success', () => {
    const current = at('/en/game/book-of-orbit', '?show_popup_reg=1&prevent_close=1&x=2', '#real');
    expect(authSuccessTarget({ kind: 'register', variant: 'popup', locale: 'en', current, origin })).toBe(
      '/en/game/book-of-orbit?x=2&register=success#real',
    );
  });

  it('a registration on the sign-up page goes to the index, or the redirectUrl, with register=success', () => {
    expect(authSuccessTarget({ kind: 'register', variant: 'page', locale: 'it', current: at('/it/forms/sign_up'), origin })).toBe(
      '/it?register=success',
    );
    const current = at('/forms/sign_up', '?redirectUrl=%2Fcashier%2Fdeposit');
    expect(authSuccessTarget({ kind: 'register', variant: 'page', locale: 'ru', current, origin })).toBe('/cashier/deposit?register=success');
  });
});

describe('which popup the query flags open (SPEC §2)', () => {
  const base = { search: '', hash: '', isGamePage: false, storedShowPopupReg: false, dismissedRedirect: null };

  it('show_popup_reg opens registration, show_popup_auth sign-in, prevent_close=1 makes it non-closable', () => {
    expect(authPopupRequest({ ...base, search: '?show_popup_reg=1' })).toEqual({ mode: 'signUp', preventClose: false, reason: 'showPopupReg' });
    expect(authPopupRequest({ ...base, search: '?show_popup_auth=1&prevent_close=1' })).toEqual({
      mode: 'signIn',
      preventClose: true,
      reason: 'showPopupAuth',
    });
    expect(authPopupRequest({ ...base, search: '?show_popup_auth=0' })).toBeNull();
  });

  it('a remembered show_popup_reg opens registration without the flag', () => {
    expect(authPopupRequest({ ...base, storedShowPopupReg: true })?.reason).toBe('storedShowPopupReg');
  });

  it('show_popup_reg=0 or false is off: not remembered, opens nothing, not even a remembered popup', () => {
    for (const search of ['?show_popup_reg=0', '?show_popup_reg=false']) {
      expect(showPopupRegToRemember(search)).toBe(false);
      expect(showPopupRegOff(search)).toBe(true);
      expect(hasFlagsOff(search)).toBe(true);
      expect(authPopupRequest({ ...base, search })).toBeNull();
      expect(authPopupRequest({ ...base, search, storedShowPopupReg: true })).toBeNull();
    }
    expect(showPopupRegToRemember('?show_popup_reg=1')).toBe(true);
    expect(showPopupRegToRemember('?show_popup_reg=')).toBe(true);
    expect(showPopupRegToRemember('?x=1')).toBe(false);
    expect(hasFlagsOff('?show_popup_auth=false')).toBe(true);
    expect(hasFlagsOff('?show_popup_reg=1&prevent_close=0')).toBe(false);
  });

  it('#real opens registration on a game page only', () => {
    expect(authPopupRequest({ ...base, hash: '#real', isGamePage: true })?.reason).toBe('gameReal');
    expect(authPopupRequest({ ...base, hash: '#real' })).toBeNull();
  });

  it('a redirectUrl opens sign-in until the player dismissed it once', () => {
    expect(authPopupRequest({ ...base, search: '?redirectUrl=%2Fen%2Fcashier' })?.mode).toBe('signIn');
    expect(authPopupRequest({ ...base, search: '?redirectUrl=%2Fen%2Fcashier', dismissedRedirect: '/en/cashier' })).toBeNull();
  });

  it('closing drops only the flags from the query', () => {
    expect(searchWithoutFlags('?show_popup_reg=1&prevent_close=1&promo_code=X')).toBe('?promo_code=X');
    expect(searchWithoutFlags('?show_popup_auth=1')).toBe('');
  });
});
