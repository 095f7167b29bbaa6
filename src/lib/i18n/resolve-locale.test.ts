// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, readLocaleCookie, resolveLocale, writeLocaleCookie } from './resolve-locale';

describe('resolveLocale (SPEC §2 order: path, account, cookie, browser, ru)', () => {
  it.each([
    ['path prefix beats everything', { pathname: '/it/gamehall', accountLocale: 'en', cookieLocale: 'es', browserLanguages: ['en'] }, 'it'],
    ['a bare prefix counts', { pathname: '/es' }, 'es'],
    ['account locale beats the cookie', { pathname: '/gamehall', accountLocale: 'en', cookieLocale: 'es' }, 'en'],
    ['cookie beats the browser', { pathname: '/', cookieLocale: 'es', browserLanguages: ['it-IT'] }, 'es'],
    ['browser language tag is reduced to its base', { pathname: '/', browserLanguages: ['de-DE', 'it-IT'] }, 'it'],
    ['unsupported everything falls back to ru', { pathname: '/', accountLocale: 'de', cookieLocale: 'fr', browserLanguages: ['de'] }, 'ru'],
    ['an explicit ru cookie keeps ru', { pathname: '/promotions', cookieLocale: 'ru', browserLanguages: ['en-US'] }, 'ru'],
    ['/ru is not a prefix (ru has none)', { pathname: '/ru', browserLanguages: ['en'] }, 'en'],
    ['a two-letter slug that is not a locale is a path', { pathname: '/de/x', cookieLocale: 'it' }, 'it'],
  ] as const)('%s', (_name, sources, expected) => {
    expect(resolveLocale({ ...sources, browserLanguages: [...(('browserLanguages' in sources && sources.browserLanguages) || [])] })).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('is written for one year on path /', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    writeLocaleCookie('en');
    set.mockRestore();
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = written[0].split('; ');
    expect(pair).toBe(`${LOCALE_COOKIE}=en`);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax']));
    expect(attributes).toContain(`max-age=${365 * 86_400}`);
    expect(readLocaleCookie()).toBe('en');
    // The cookie js-cookie writes (as the tests and other code do) reads back the same way.
    Cookies.set(LOCALE_COOKIE, 'it', { path: '/' });
    expect(readLocaleCookie()).toBe('it');
    Cookies.remove(LOCALE_COOKIE, { path: '/' });
    expect(readLocaleCookie()).toBeUndefined();
  });
});

describe('locale cookie inside a partner page of another site', () => {
  /** A frame of https://casino.example in a partner's page: reading the top window's address throws. */
  function partnerFrame(): Window {
    const self = { location: { origin: 'https://casino.example', protocol: 'https:' }, isSecureContext: true } as Record<string, unknown>;
    const partnerTop = { get location(): never { throw new DOMException('cross-origin', 'SecurityError'); } };
    Object.assign(self, { self, top: partnerTop });
    return self as unknown as Window;
  }

  it('is remembered in the frame\'s storage where the browser keeps no cookie there (Safari)', () => {
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    writeLocaleCookie('es', partnerFrame());
    set.mockRestore();
    expect(readLocaleCookie(partnerFrame())).toBe('es');
    // On the site itself the cookie alone counts (SPEC §9).
    expect(readLocaleCookie()).toBeUndefined();
  });

  it('is written SameSite=None; Secure; Partitioned, so the frame remembers the language', () => {
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    writeLocaleCookie('it', partnerFrame());
    set.mockRestore();
    expect(written.at(-1)?.split('; ')).toEqual(expect.arrayContaining([`${LOCALE_COOKIE}=it`, 'path=/', 'SameSite=None', 'Secure', 'Partitioned']));
    expect(written.at(-1)).not.toContain('SameSite=Lax');
  });
});
