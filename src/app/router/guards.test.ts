import { anonymousRedirectTarget, isProtectedPath } from './guards';
import { matchRedirect } from './middleware/redirect-target';

describe('anonymous guard (SPEC §2)', () => {
  it.each([
    ['/cashier/deposit', true],
    ['/en/cashier', true],
    ['/profile/settings', true],
    ['/it/profile/bets', true],
    ['/responsible-game', true],
    ['/bets/history/12', true],
    ['/', false],
    ['/en/gamehall', false],
    ['/promotions/cashier-week', false],
    ['/en/forms/sign_in', false],
  ])('%s protected: %s', (path, expected) => expect(isProtectedPath(path)).toBe(expected));

  it('sends a visitor to the locale index with the encoded full path', () => {
    expect(anonymousRedirectTarget(new URL('http://x/en/cashier/deposit?method=visa&x=1')))
      .toBe('/en?redirectUrl=%2Fen%2Fcashier%2Fdeposit%3Fmethod%3Dvisa%26x%3D1');
    expect(anonymousRedirectTarget(new URL('http://x/profile/settings'))).toBe('/?redirectUrl=%2Fprofile%2Fsettings');
  });
});

describe('configured redirects', () => {
  const rules = [
    { from_url: '/old-promo', to_url: '/promotions' },
    { from_url: '/casino/*', to_url: '/gamehall/*' },
    { from_url: '/partner', to_url: 'https://example.org/' },
  ];
  it.each([
    ['/old-promo', '/promotions'],
    ['/old-promo/', '/promotions'],
    ['/casino/slots', '/gamehall/slots'],
    ['/casino/a/b', '/gamehall/a/b'],
    ['/partner', 'https://example.org/'],
    ['/promotions', null],
    ['/old-promo-2', null],
  ])('%s -> %s', (path, target) => expect(matchRedirect(rules, path)).toBe(target));
});
