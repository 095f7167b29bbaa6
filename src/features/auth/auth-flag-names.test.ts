import { wantsAuthQueryFlags } from './auth-flag-names';
import { mayCarrySocialResult } from './social/social-return-hint';

describe('what makes the app shell load the auth watchers', () => {
  it('loads AuthQueryFlags for a popup flag (on or off), a redirectUrl, #real or the remembered flag', () => {
    expect(wantsAuthQueryFlags('?show_popup_reg=1', '', false)).toBe(true);
    expect(wantsAuthQueryFlags('?show_popup_reg=0', '', false)).toBe(true); // it must still take the flag out of the address
    expect(wantsAuthQueryFlags('?x=1&show_popup_auth', '', false)).toBe(true);
    expect(wantsAuthQueryFlags('?redirectUrl=%2Fen%2Fprofile', '', false)).toBe(true);
    expect(wantsAuthQueryFlags('', '#real', false)).toBe(true);
    expect(wantsAuthQueryFlags('', '', true)).toBe(true);
  });

  it('loads nothing for a plain address', () => {
    expect(wantsAuthQueryFlags('', '', false)).toBe(false);
    expect(wantsAuthQueryFlags('?category=slots&prevent_close=1', '#top', false)).toBe(false);
  });

  it('loads the social watcher for a return address only', () => {
    expect(mayCarrySocialResult('/en/', '?access_token=a.b.c&provider=google')).toBe(true);
    expect(mayCarrySocialResult('/connect/google/redirect', '?access_token=x')).toBe(true);
    expect(mayCarrySocialResult('/connect/google/redirect/', '')).toBe(true);
    expect(mayCarrySocialResult('/en/gamehall', '?provider=google')).toBe(false);
  });
});
