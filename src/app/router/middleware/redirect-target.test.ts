import type { RedirectRule } from '@/api/metadata/metadata.types';
import { matchRedirect } from './redirect-target';

const SITE = 'https://lucky-orbit.example';
const hostOf = (target: string | null) => (target === null ? null : new URL(target, SITE).host);

describe('configured redirects: a capture never chooses the target host', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  const partner: RedirectRule[] = [{ from_url: '/go/*', to_url: 'https://partner.example/*' }];
  const internal: RedirectRule[] = [{ from_url: '/old/*', to_url: '/*' }];

  it.each([
    ['/go/https://evil.example', 'partner.example'],
    ['/go//evil.example', 'partner.example'],
    ['/go/@evil.example', 'partner.example'],
    ['/go/..%2F..%2F@evil.example', 'partner.example'],
  ])('external template: %s stays on %s', (path, host) => {
    expect(hostOf(matchRedirect(partner, path))).toBe(host);
  });

  it.each([
    ['/old//evil.example', 'lucky-orbit.example'],
    ['/old/https://evil.example', 'lucky-orbit.example'],
    ['/old/\\evil.example', 'lucky-orbit.example'],
  ])('internal template: %s stays on the site', (path, host) => {
    const target = matchRedirect(internal, path);
    expect(target).toMatch(/^\/[^/\\]/);
    expect(hostOf(target)).toBe(host);
  });

  it.each([
    ['a wildcard that is the whole target', { from_url: '/x/*', to_url: '*' }, '/x/https://evil.example'],
    ['a wildcard in the host', { from_url: '/p/*', to_url: 'https://partner.example*' }, '/p/@evil.example'],
    ['a wildcard as a subdomain', { from_url: '/p/*', to_url: 'https://*.partner.example/' }, '/p/evil.example'],
    ['a protocol-relative target', { from_url: '/p', to_url: '//evil.example/' }, '/p'],
    ['a script target', { from_url: '/p', to_url: 'javascript:alert(1)' }, '/p'],
  ])('refuses %s, with a logged reason', (_name, rule, path) => {
    expect(matchRedirect([rule], path)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[redirects\] refused/));
  });

  it('keeps the configured targets and path captures', () => {
    const rules: RedirectRule[] = [
      { from_url: '/casino/*', to_url: '/gamehall/*' },
      { from_url: '/go/*', to_url: 'https://partner.example/landing/*?ref=lo' },
    ];
    expect(matchRedirect(rules, '/casino/slots/new')).toBe('/gamehall/slots/new');
    expect(matchRedirect(rules, '/go/summer%20sale')).toBe('https://partner.example/landing/summer%20sale?ref=lo');
  });
});
