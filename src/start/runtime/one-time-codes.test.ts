// @vitest-environment jsdom
import { forgetOneTimeCode, keptOneTimeCode, oneTimeCodePage, takeOneTimeCode } from './one-time-codes';

function at(address: string) {
  window.history.replaceState({ idx: 0 }, '', address);
  return window.history.length;
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('one-time codes of e-mailed links', () => {
  afterEach(() => {
    forgetOneTimeCode('resetPassword');
    forgetOneTimeCode('confirmation');
    window.history.replaceState(null, '', '/');
  });

  it('takes the reset code out of the address, keeping the path, the rest of the query, the hash and the history state', () => {
    const entries = at('/en/forms/reset_password?code=abc123def&utm_source=mail#top');
    expect(takeOneTimeCode()).toBe('resetPassword');
    expect(here()).toBe('/en/forms/reset_password?utm_source=mail#top');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(keptOneTimeCode('resetPassword')).toBe('abc123def');
    expect(keptOneTimeCode('confirmation')).toBeNull();
  });

  it('takes the confirmation code and leaves the contact', () => {
    at('/confirmation?contact=new%40example.com&code=123456');
    expect(takeOneTimeCode()).toBe('confirmation');
    expect(here()).toBe('/confirmation?contact=new%40example.com');
    expect(keptOneTimeCode('confirmation')).toBe('123456');
  });

  it('finds the pages in any locale, letter case and with a trailing slash, and no others', () => {
    expect(oneTimeCodePage('/forms/reset_password')).toBe('resetPassword');
    expect(oneTimeCodePage('/IT/Forms/Reset_Password/')).toBe('resetPassword');
    expect(oneTimeCodePage('/es/confirmation')).toBe('confirmation');
    expect(oneTimeCodePage('/confirmation/success')).toBeNull();
    expect(oneTimeCodePage('/en/gamehall')).toBeNull();
    at('/en/gamehall?code=keep-me');
    expect(takeOneTimeCode()).toBeNull();
    expect(here()).toBe('/en/gamehall?code=keep-me');
  });

  it('leaves an address without a code alone: a reload finds none', () => {
    at('/en/forms/reset_password');
    expect(takeOneTimeCode()).toBeNull();
    expect(here()).toBe('/en/forms/reset_password');
    expect(keptOneTimeCode('resetPassword')).toBeNull();
  });
});
