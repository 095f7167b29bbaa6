import { canonicalPath } from './canonical';
import { parseDisallow, robotsDirective } from './robots';

describe('canonical address (SPEC §2)', () => {
  it.each([
    ['/game/book-of-ra', 'desktop', '/desktop/game/book-of-ra'],
    ['/en/game/book-of-ra/', 'mobile', '/en/mobile/game/book-of-ra'],
    ['/en/promotions/', 'desktop', '/en/promotions'],
    ['/', 'desktop', '/'],
    ['/en/gamehall', 'mobile', '/en/gamehall'],
  ] as const)('%s on %s -> %s', (path, platform, expected) => expect(canonicalPath(path, platform)).toBe(expected));
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
