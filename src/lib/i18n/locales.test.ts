import { canonicalLocalePath } from './locales';

describe('the canonical locale segment of an address (SPEC §2)', () => {
  it.each([
    // The default locale has no prefix.
    ['/ru/gamehall', '/gamehall'],
    ['/ru/game/lucky-orbit-fruits', '/game/lucky-orbit-fruits'],
    ['/ru', '/'],
    ['/ru/', '/'],
    ['/RU/gamehall', '/gamehall'],
    // Another spelling of a prefix is its locale's prefix.
    ['/EN/gamehall', '/en/gamehall'],
    ['/It', '/it'],
  ])('%s is %s', (pathname, expected) => {
    expect(canonicalLocalePath(pathname)).toBe(expected);
  });

  it.each(['/', '/gamehall', '/en/gamehall', '/en', '/rules', '/rus/x', '/de/x', '/it'])('%s is canonical or has no locale segment', (pathname) => {
    expect(canonicalLocalePath(pathname)).toBeNull();
  });
});
