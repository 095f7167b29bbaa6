import { RouterContextProvider } from 'react-router';
import { accountApi } from '@/api/account/account-api';
import { storeContext } from '@/lib/router/router-context';
import { makeStore } from '@/store/store';
import { signInAs } from '../../../mocks/scenarios';
import { anonymousGuard, anonymousRedirectTarget, isProtectedPath } from './guards';
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

describe('anonymousGuard', () => {
  async function guardAt(store: ReturnType<typeof makeStore>, path: string): Promise<unknown> {
    const context = new RouterContextProvider();
    context.set(storeContext, store);
    const args = { request: new Request(`http://localhost${path}`), context, params: {}, unstable_pattern: path } as unknown as Parameters<typeof anonymousGuard>[0];
    try {
      await anonymousGuard(args, () => Promise.resolve(undefined as never));
      return null;
    } catch (thrown) {
      return thrown;
    }
  }

  it('sends a visitor to the locale index with redirectUrl', async () => {
    const thrown = await guardAt(makeStore(), '/en/profile/settings');
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/en?redirectUrl=%2Fen%2Fprofile%2Fsettings');
  });

  it("lets a player in whose sign-in the cache has not heard of yet (the visitor's answer still cached)", async () => {
    const store = makeStore();
    // The visitor's answer is cached, then the player signs in and nothing has invalidated it yet.
    const visitor = store.dispatch(accountApi.endpoints.accountGetInfo.initiate());
    await visitor;
    signInAs('demo@example.com');
    expect(await guardAt(store, '/en/profile/settings')).toBeNull();
    visitor.unsubscribe();
  });
});
