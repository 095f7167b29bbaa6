import { contentCacheRule } from './worker-cache-rules';

const SITE = 'https://casino.example';

function matches(rule: ReturnType<typeof contentCacheRule>, address: string, init: RequestInit = {}): boolean {
  const url = new URL(address, SITE);
  return rule({ url, request: new Request(url, init), sameOrigin: url.origin === SITE });
}

describe("the web app worker's content cache rule", () => {
  const rule = contentCacheRule({ cms: '/cms/', auth: '/cms/api/' });

  it('keeps public content reads for offline use', () => {
    expect(matches(rule, '/cms/nfx/cms-config/en')).toBe(true);
    expect(matches(rule, '/cms/nfx/seo/en/promotions')).toBe(true);
  });

  it("leaves the auth backend's answers (the player, the token) to the network", () => {
    expect(matches(rule, '/cms/api/users/me')).toBe(false);
    expect(matches(rule, '/cms/api/auth/google/callback?access_token=abc')).toBe(false);
  });

  it('leaves any request with credentials to the network', () => {
    expect(matches(rule, '/cms/nfx/cms-config/en', { headers: { Authorization: 'Bearer jwt' } })).toBe(false);
  });

  it("leaves a page load under the content base to the network (the service's own pages)", () => {
    const url = new URL('/cms/admin', SITE);
    // Node's Request refuses the navigate mode: the worker's request, as the rule reads it.
    const navigation = { method: 'GET', mode: 'navigate', headers: new Headers() } as unknown as Request;
    expect(rule({ url, request: navigation, sameOrigin: true })).toBe(false);
    expect(rule({ url, request: { ...navigation, mode: 'cors' } as unknown as Request, sameOrigin: true })).toBe(true);
  });

  it('leaves writes, other origins and other paths alone', () => {
    expect(matches(rule, '/cms/nfx/forms', { method: 'POST', body: '{}' })).toBe(false);
    expect(matches(rule, 'https://cdn.example/cms/nfx/cms-config/en')).toBe(false);
    expect(matches(rule, '/api/account/getInfo')).toBe(false);
  });

  it('follows configured bases, relative or absolute', () => {
    const configured = contentCacheRule({ cms: '/content/', auth: '/content/auth/' });
    expect(matches(configured, '/content/nfx/cms-config/en')).toBe(true);
    expect(matches(configured, '/content/auth/users/me')).toBe(false);
    expect(matches(configured, '/cms/nfx/cms-config/en')).toBe(false);
    const absolute = contentCacheRule({ cms: '/cms/', auth: `${SITE}/cms/api/` });
    expect(matches(absolute, '/cms/api/users/me')).toBe(false);
    expect(matches(absolute, '/cms/nfx/cms-config/en')).toBe(true);
  });
});
