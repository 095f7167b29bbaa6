import { checkLaunchUrl } from './launch-url';

const SITE = 'https://lucky-orbit.example';

describe('checkLaunchUrl', () => {
  it.each([
    ['the site root', '/'],
    ['a site path', '/mock-games/x'],
    ['a relative path', 'x'],
    ['a protocol-relative address', '//provider.example/game'],
    ['a data: page', 'data:text/html,<script>parent.alert(1)</script>'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a blob: address', `blob:${SITE}/0b8f7c1e`],
    ['plain http', 'http://provider.example/game'],
    ['the site itself', `${SITE}/mock-games/x`],
    ['credentials', 'https://user:pw@provider.example/game'],
    ['a backslash', 'https://provider.example\\@evil.example/game'],
    ['not a string', 42],
  ])('refuses %s', (_name, raw) => {
    expect(checkLaunchUrl(raw, { siteOrigin: SITE, mockGames: false }).ok).toBe(false);
  });

  it('accepts an https provider page', () => {
    expect(checkLaunchUrl('https://provider.example/launch?token=1', { siteOrigin: SITE, mockGames: false })).toEqual({
      ok: true,
      url: 'https://provider.example/launch?token=1',
      sameOrigin: false,
    });
  });

  it("accepts the site's own mock provider in mock builds only, on the site's own scheme", () => {
    const local = 'http://127.0.0.1:4424';
    expect(checkLaunchUrl(`${local}/mock-games/x?mode=demo`, { siteOrigin: local, mockGames: true })).toEqual({ ok: true, url: `${local}/mock-games/x?mode=demo`, sameOrigin: true });
    expect(checkLaunchUrl(`${local}/mock-games/x?mode=demo`, { siteOrigin: local, mockGames: false }).ok).toBe(false);
    expect(checkLaunchUrl('/mock-games/x', { siteOrigin: local, mockGames: true }).ok).toBe(false);
  });

  it('accepts plain http only on a loopback host that is not the site (the mock HTTP server\'s game origin)', () => {
    const site = 'http://127.0.0.1:4320';
    for (const game of ['http://127.0.0.1:4321/mock-games/x?mode=demo', 'http://localhost:4321/mock-games/x', 'http://[::1]:4321/mock-games/x']) {
      expect(checkLaunchUrl(game, { siteOrigin: site, mockGames: false })).toEqual({ ok: true, url: game, sameOrigin: false });
    }
    expect(checkLaunchUrl('http://example.com/mock-games/x', { siteOrigin: site, mockGames: false })).toEqual({ ok: false, reason: 'http: is not https' });
    expect(checkLaunchUrl('http://127.0.0.1.example.com/x', { siteOrigin: site, mockGames: false }).ok).toBe(false);
    expect(checkLaunchUrl(`${site}/mock-games/x`, { siteOrigin: site, mockGames: false })).toEqual({ ok: false, reason: "the site's own origin" });
    // An https site frames a loopback game as well (browsers treat loopback as a secure context).
    expect(checkLaunchUrl('http://127.0.0.1:4321/x', { siteOrigin: SITE, mockGames: false }).ok).toBe(true);
  });
});
