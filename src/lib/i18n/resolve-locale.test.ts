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
    const now = Date.now();
    writeLocaleCookie('en');
    set.mockRestore();
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = written[0].split('; ');
    expect(pair).toBe(`${LOCALE_COOKIE}=en`);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax']));
    const expires = Date.parse(attributes.find((attribute) => attribute.startsWith('expires='))!.slice('expires='.length));
    expect(Math.round((expires - now) / 86_400_000)).toBe(365);
    expect(readLocaleCookie()).toBe('en');
    // The cookie js-cookie writes (as the tests and other code do) reads back the same way.
    Cookies.set(LOCALE_COOKIE, 'it', { path: '/' });
    expect(readLocaleCookie()).toBe('it');
    Cookies.remove(LOCALE_COOKIE, { path: '/' });
    expect(readLocaleCookie()).toBeUndefined();
  });
});

describe('locale cookie inside a partner page of another site', () => {
  it('is written SameSite=None; Secure; Partitioned, so the frame remembers the language', () => {
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const self = { location: { origin: 'https://casino.example', protocol: 'https:' }, isSecureContext: true } as Record<string, unknown>;
    const partnerTop = { get location(): never { throw new DOMException('cross-origin', 'SecurityError'); } };
    Object.assign(self, { self, top: partnerTop });
    writeLocaleCookie('it', self as unknown as Window);
    set.mockRestore();
    expect(written.at(-1)?.split('; ')).toEqual(expect.arrayContaining([`${LOCALE_COOKIE}=it`, 'path=/', 'SameSite=None', 'Secure', 'Partitioned']));
    expect(written.at(-1)).not.toContain('SameSite=Lax');
  });
});
