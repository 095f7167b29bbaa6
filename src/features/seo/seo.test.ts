import { canonicalPath } from './canonical';
import { parseDisallow, robotsDirective } from './robots';
import { pathWithoutLocale } from './seo-route';

describe('canonical address (SPEC §2)', () => {
  it.each([
    ['/game/book-of-ra', 'desktop', '/desktop/game/book-of-ra'],
    ['/en/game/book-of-ra/', 'mobile', '/en/mobile/game/book-of-ra'],
    ['/en/promotions/', 'desktop', '/en/promotions'],
    ['/', 'desktop', '/'],
    ['/en/gamehall', 'mobile', '/en/gamehall'],
    // The canonical address itself is a game page address: its segment is not inserted twice.
    ['/en/desktop/game/book-of-ra', 'desktop', '/en/desktop/game/book-of-ra'],
    ['/en/desktop/game/book-of-ra', 'mobile', '/en/mobile/game/book-of-ra'],
    ['/mobile/game/book-of-ra/', 'desktop', '/desktop/game/book-of-ra'],
  ] as const)('%s on %s -> %s', (path, platform, expected) => expect(canonicalPath(path, platform)).toBe(expected));
});

describe('the SEO records of a canonical game address', () => {
  it('are the game page\'s own (the path without platform segment)', () => {
    expect(pathWithoutLocale('/en/desktop/game/book-of-ra/')).toEqual({ locale: 'en', path: '/game/book-of-ra' });
    expect(pathWithoutLocale('/mobile/game/book-of-ra')).toEqual({ locale: 'ru', path: '/game/book-of-ra' });
    expect(pathWithoutLocale('/en/desktop/promotions')).toEqual({ locale: 'en', path: '/desktop/promotions' });
  });
});

describe('robots rules', () => {
  const rules = parseDisallow('User-agent: *\nDisallow: /cashier\nDisallow: /*/profile # comment\nDisallow:\nDisallow: /exact$\nAllow: /x');
  it.each([
    ['/cashier/deposit', 'noindex, follow'],
    ['/en/profile/settings', 'noindex, follow'],
    ['/exact', 'noindex, follow'],
    ['/exact/more', null],
    ['/gamehall', null],
    ['/', null],
  ])('%s -> %s', (path, directive) => expect(robotsDirective(path, rules)).toBe(directive));
});
