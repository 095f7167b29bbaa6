import { LOCALES } from '@/lib/i18n/locales';
import { APP_PAGES, GAME_PAGE, PAGE_FOLDER } from './app-page-patterns';
import { href, PLATFORM_SEGMENTS, ROUTE_PATHS, type RouteName, UNPREFIXED_ONLY_ROUTES } from './paths';

/** What Workbox's navigation route tests: the path with its query. */
const isAppPage = (address: string) => APP_PAGES.some((pattern) => pattern.test(address));

/** A value for each of a template's parameters, optional ones included. */
function sampleParams(template: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of template.matchAll(/:(\w+)/g)) params[name] = name === 'slug' ? 'about-us' : `sample-${name}`;
  if (template.endsWith('*')) params['*'] = 'open/42';
  return params;
}

const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

describe('the app pages the worker answers', () => {
  for (const locale of LOCALES) {
    const names = locale === 'ru' ? ROUTE_NAMES : ROUTE_NAMES.filter((name) => !UNPREFIXED_ONLY_ROUTES.includes(name));
    it(`${locale}: every route, with its parameters and without the optional ones, a trailing slash or a query`, () => {
      const addresses = names.flatMap((name) => {
        const template = ROUTE_PATHS[name];
        return [href(locale, name, sampleParams(template)), ...(template.includes(':') && !/:\w+\?/.test(template) ? [] : [href(locale, name)])];
      });
      const variants = addresses.flatMap((address) => [address, `${address.replace(/\/$/, '')}/`, `${address}?utm_source=x&b=%2F`]);
      expect(variants.filter((address) => !isAppPage(address))).toEqual([]);
    });
  }

  it('the game page at its canonical addresses with a platform segment, in every locale', () => {
    const addresses = LOCALES.flatMap((locale) => PLATFORM_SEGMENTS.map((platform) => href(locale, 'game', { sysname: 'book-of-x' }).replace('/game/', `/${platform}/game/`)));
    expect(addresses.filter((address) => !isAppPage(address))).toEqual([]);
  });

  it('/ru/... (sent to the unprefixed address by the app) and a locale in another spelling', () => {
    for (const address of ['/ru', '/ru/', '/ru/gamehall', '/ru/bets/open', '/EN/gamehall', '/It/promotions/4']) expect(isAppPage(address), address).toBe(true);
  });

  it('the unprefixed-only routes have no prefixed form deeper than a content page', () => {
    expect(isAppPage('/en/bets/open')).toBe(false);
    expect(isAppPage('/it/bets')).toBe(true); // a content page's slug
  });

  it('leaves backends, the social login, the mock server, files and other origins to the network', () => {
    const network = [
      '/oauth/init',
      '/oauth/init?service=google&redirect_url=http%3A%2F%2F127.0.0.1%2Fen&type_auth=login',
      '/api/x',
      '/cms/api/connect/google',
      '/cms/api/connect/google?callback=%2F',
      '/__mock/',
      '/__mock',
      '/mock-pay/1',
      '/mock-games/lucky/play',
      '/en/oauth/init',
      '//evil.example/',
      '/en/no-such-page/deeper',
      '/robots.txt',
      '/sitemap.xml',
      '/google0123456789abcdef.html',
    ];
    expect(network.filter(isAppPage)).toEqual([]);
  });

  it('a backend folder alone is the network’s too, with or without its slash, in any spelling', () => {
    // A host that proxies /api/ may proxy /api as well; no content page takes these names.
    const backends = ['/api', '/api/', '/cms', '/cms/', '/CMS', '/oauth', '/oauth/', '/mock-pay', '/api?x=1'];
    expect(backends.filter(isAppPage)).toEqual([]);
    expect(backends.filter((address) => PAGE_FOLDER.test(address))).toEqual([]);
    // Names that only start like one are content pages.
    expect(['/apis', '/cms-news', '/oauthority', '/mocking'].filter((address) => !isAppPage(address))).toEqual([]);
  });
});

describe('the worker’s own page routes', () => {
  it('GAME_PAGE: a game page in a locale the build has a shell for, never deeper', () => {
    expect(['/game/x', '/en/game/x', '/it/game/x/', '/es/game/x?utm_source=y'].filter((address) => !GAME_PAGE.test(address))).toEqual([]);
    expect(['/zz/game/x', '/ru/game/x', '/en/desktop/game/x', '/en/game/x/y', '/en/game/'].filter((address) => GAME_PAGE.test(address))).toEqual([]);
  });

  it('PAGE_FOLDER: an optional locale and one plain segment with a slash', () => {
    expect(['/en/', '/gamehall/', '/it/gamehall/', '/it/gamehall/?x=1'].filter((address) => !PAGE_FOLDER.test(address))).toEqual([]);
    expect(['/it/gamehall', '//evil.example/', '/zz/gamehall/', '/it/profile/security/', '/__mock/', '/mock-games/'].filter((address) => PAGE_FOLDER.test(address))).toEqual([]);
  });

  it('both take only app pages', () => {
    const samples = ['/game/x', '/en/game/x/', '/es/game/x?y=1', '/en/', '/it/gamehall/', '/providers/', '/es/x/?y=1'];
    expect(samples.filter((address) => (GAME_PAGE.test(address) || PAGE_FOLDER.test(address)) && !isAppPage(address))).toEqual([]);
  });
});
