import { siteCookieAttributes, siteCookieOptions, type CookieWindow } from './site-cookie-attributes';

/** A window as the helper reads it: framed or not, by which parent, over which scheme. */
function fakeWindow({ framedBy, protocol = 'https:', secure = true }: { framedBy?: string; protocol?: string; secure?: boolean }): CookieWindow {
  const origin = `${protocol}//casino.example`;
  const self = { location: { origin, protocol }, isSecureContext: secure } as unknown as CookieWindow;
  const top = framedBy === undefined ? self : framedBy === origin ? { location: { origin } } : { get location(): never { throw new DOMException('cross-origin', 'SecurityError'); } };
  return Object.assign(self, { self, top });
}

describe('siteCookieAttributes (cookies the site writes itself)', () => {
  it('keeps SameSite=Lax on the site itself, with Secure on https', () => {
    expect(siteCookieAttributes(fakeWindow({}))).toBe('SameSite=Lax; Secure');
    expect(siteCookieAttributes(fakeWindow({ protocol: 'http:', secure: true }))).toBe('SameSite=Lax');
  });

  it('keeps SameSite=Lax in a frame of the site itself', () => {
    expect(siteCookieAttributes(fakeWindow({ framedBy: 'https://casino.example' }))).toBe('SameSite=Lax; Secure');
  });

  it('is SameSite=None; Secure; Partitioned inside a partner page of another site', () => {
    expect(siteCookieAttributes(fakeWindow({ framedBy: 'https://partner.example' }))).toBe('SameSite=None; Secure; Partitioned');
    // Loopback over plain http is a secure context: Chromium keeps Secure cookies there.
    expect(siteCookieAttributes(fakeWindow({ framedBy: 'http://localhost:4415', protocol: 'http:', secure: true }))).toBe('SameSite=None; Secure; Partitioned');
  });

  it('falls back to SameSite=Lax in a foreign frame that is not a secure context (a Secure cookie would be refused)', () => {
    expect(siteCookieAttributes(fakeWindow({ framedBy: 'http://partner.example', protocol: 'http:', secure: false }))).toBe('SameSite=Lax');
  });

  it('gives the same attributes as options for js-cookie (the analytics cookie)', () => {
    expect(siteCookieOptions(fakeWindow({ framedBy: 'https://partner.example' }))).toEqual({ sameSite: 'None', secure: true, partitioned: true });
    expect(siteCookieOptions(fakeWindow({ protocol: 'http:', secure: true }))).toEqual({ sameSite: 'Lax', secure: false });
  });
});
