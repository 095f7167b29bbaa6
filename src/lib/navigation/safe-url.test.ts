import fc from 'fast-check';
import { resolveNavigationTarget, safeInternalPath } from './safe-url';

const origin = 'https://casino.example';

describe('resolveNavigationTarget: internal targets', () => {
  it.each([
    ['/', '/'],
    ['/en/gamehall', '/en/gamehall'],
    ['/en/gamehall?category=5&providers=a,b', '/en/gamehall?category=5&providers=a,b'],
    ['/profile/settings#contacts', '/profile/settings#contacts'],
    ['/cashier/deposit?x=1#top', '/cashier/deposit?x=1#top'],
    ['gamehall', '/gamehall'],
    ['?tab=deposit', '/?tab=deposit'],
    ['#real', '/#real'],
    ['https://casino.example/en/promotions', '/en/promotions'],
    ['HTTPS://CASINO.EXAMPLE/en', '/en'],
    ['https://casino.example:443/x', '/x'],
    ['/./en/../ru', '/ru'],
    ['/.//evil.com', '/evil.com'],
    ['/..//evil.com', '/evil.com'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['https:evil.com', '/evil.com'],
    ['/search?q=a b', '/search?q=a%20b'],
  ])('%j -> %j', (raw, path) => {
    expect(resolveNavigationTarget(raw, { origin })).toEqual({ kind: 'internal', path });
    expect(safeInternalPath(raw, origin)).toBe(path);
  });
});

// Open-redirect and script payloads (PayloadsAllTheThings, Nuxt's tests).
const REFUSED = [
  '',
  ' ',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  '\tjavascript:alert(1)',
  'javascript://casino.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://casino.example/uuid',
  'view-source:javascript:alert(1)',
  'view-source:view-source:javascript:alert(1)',
  'about:blank',
  'ftp://evil.com/',
  'mailto:a@evil.com',
  '//evil.com',
  '//evil.com/%2F..',
  '///evil.com',
  '////evil.com',
  ' //evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com/',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  'https://evil.com',
  'http://evil.com',
  'http:evil.com',
  'http:/evil.com',
  'https://evil.com/https://casino.example',
  'https://casino.example@evil.com',
  'https://casino.example:443@evil.com',
  'https://user:pass@casino.example/x',
  'https://casino.example.evil.com',
  'https://evil.com?https://casino.example',
  'https://evil.com#casino.example',
  'http://casino.example/x',
  'https://casino.example:8443/x',
  'https://%65vil.com',
  'https://evil。com',
  '/x\u200B',
  '/\u2028//evil.com',
  '\uFEFF/x',
  '/x\u0000',
  '/x ',
  'https://[::1]:80/',
  'https://0x7f.1/',
];

describe('resolveNavigationTarget: refused targets', () => {
  it.each(REFUSED.map((raw) => [raw]))('%j is refused', (raw) => {
    expect(resolveNavigationTarget(raw, { origin })).toBeNull();
    expect(safeInternalPath(raw, origin)).toBeNull();
  });

  it('refuses non-strings and a bad origin', () => {
    expect(resolveNavigationTarget(undefined, { origin })).toBeNull();
    expect(resolveNavigationTarget(42, { origin })).toBeNull();
    expect(resolveNavigationTarget('/x', { origin: 'not a url' })).toBeNull();
    expect(resolveNavigationTarget('/x', { origin: 'file:///tmp' })).toBeNull();
  });
});

describe('resolveNavigationTarget: external targets', () => {
  it('allows any http(s) site only with allowExternal: true', () => {
    expect(resolveNavigationTarget('https://partner.example/a?b=1', { origin, allowExternal: true })).toEqual({
      kind: 'external',
      url: 'https://partner.example/a?b=1',
    });
    expect(resolveNavigationTarget('http://partner.example', { origin, allowExternal: true })).toEqual({
      kind: 'external',
      url: 'http://partner.example/',
    });
    expect(resolveNavigationTarget('https://partner.example', { origin, allowExternal: false })).toBeNull();
  });

  it('honours an allow-list of origins and host names', () => {
    const allowExternal = ['https://pay.example', 'help.example'];
    const resolve = (raw: string) => resolveNavigationTarget(raw, { origin, allowExternal });
    expect(resolve('https://pay.example/checkout')).toEqual({ kind: 'external', url: 'https://pay.example/checkout' });
    expect(resolve('https://HELP.example/faq')).toEqual({ kind: 'external', url: 'https://help.example/faq' });
    expect(resolve('http://help.example/faq')).toEqual({ kind: 'external', url: 'http://help.example/faq' });
    expect(resolve('http://pay.example/checkout')).toBeNull();
    expect(resolve('https://pay.example.evil.com/')).toBeNull();
    expect(resolve('https://sub.help.example/')).toBeNull();
    expect(resolve('https://pay.example@evil.com/')).toBeNull();
    expect(resolve('https://evil.com/')).toBeNull();
  });

  it('still refuses script schemes and tricks when external targets are allowed', () => {
    for (const raw of ['javascript:alert(1)', 'data:text/html,x', '//evil.com', '/\\evil.com', 'java\tscript:x']) {
      expect(resolveNavigationTarget(raw, { origin, allowExternal: true })).toBeNull();
    }
  });

  it('keeps same-origin targets internal even when external ones are allowed', () => {
    expect(resolveNavigationTarget('https://casino.example/en', { origin, allowExternal: true })).toEqual({
      kind: 'internal',
      path: '/en',
    });
  });
});

describe('resolveNavigationTarget: properties', () => {
  const fragments = fc.constantFrom(
    '/', '//', '\\', '.', '..', ':', '@', '?', '#', '%2F', '%5C', 'evil.com', 'casino.example',
    'https:', 'http:', 'javascript:', 'data:', ' ', '\t', '\n', 'en', 'gamehall', '\u0000', '。',
  );
  const raws = fc.oneof(
    fc.string(),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.array(fragments, { maxLength: 8 }).map((parts) => parts.join('')),
  );

  it('every internal path starts with one slash and stays on our origin', () => {
    fc.assert(
      fc.property(raws, (raw) => {
        const target = resolveNavigationTarget(raw, { origin });
        expect(target?.kind).not.toBe('external');
        if (target?.kind !== 'internal') return;
        expect(target.path.startsWith('/')).toBe(true);
        expect(target.path.startsWith('//')).toBe(false);
        expect(target.path.startsWith('/\\')).toBe(false);
        expect(new URL(target.path, origin).origin).toBe(origin);
        expect(new URL(target.path, 'https://other.example').origin).toBe('https://other.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('external urls are http(s) and on the allow-list', () => {
    const allowExternal = ['https://pay.example'];
    fc.assert(
      fc.property(raws, (raw) => {
        const target = resolveNavigationTarget(raw, { origin, allowExternal });
        if (target?.kind !== 'external') return;
        expect(new URL(target.url).origin).toBe('https://pay.example');
      }),
      { numRuns: 2000 },
    );
  });
});
