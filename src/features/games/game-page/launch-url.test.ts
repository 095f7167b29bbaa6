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
    expect(checkLaunchUrl(raw, { siteOrigin: SITE, mockBuild: false }).ok).toBe(false);
  });

  it('accepts an https provider page', () => {
    expect(checkLaunchUrl('https://provider.example/launch?token=1', { siteOrigin: SITE, mockBuild: false })).toEqual({
      ok: true,
      url: 'https://provider.example/launch?token=1',
      sameOrigin: false,
    });
  });

  it("accepts the site's own mock provider in mock builds only, on the site's own scheme", () => {
    const local = 'http://127.0.0.1:4424';
    expect(checkLaunchUrl(`${local}/mock-games/x?mode=demo`, { siteOrigin: local, mockBuild: true })).toEqual({ ok: true, url: `${local}/mock-games/x?mode=demo`, sameOrigin: true });
    expect(checkLaunchUrl(`${local}/mock-games/x?mode=demo`, { siteOrigin: local, mockBuild: false }).ok).toBe(false);
    expect(checkLaunchUrl('/mock-games/x', { siteOrigin: local, mockBuild: true }).ok).toBe(false);
  });

  it('refuses plain http outside mock builds, loopback hosts too (the mock HTTP server\'s game port)', () => {
    const site = 'http://127.0.0.1:4320';
    for (const game of ['http://127.0.0.1:4321/mock-games/x?mode=demo', 'http://localhost:4321/mock-games/x', 'http://[::1]:4321/mock-games/x', 'http://provider.example/game']) {
      expect(checkLaunchUrl(game, { siteOrigin: site, mockBuild: false })).toEqual({ ok: false, reason: 'plain http is refused outside mock builds' });
      expect(checkLaunchUrl(game, { siteOrigin: SITE, mockBuild: false }).ok).toBe(false);
    }
  });

  it('takes plain http in mock builds from a loopback host only', () => {
    const site = 'http://127.0.0.1:4320';
    for (const game of ['http://127.0.0.1:4321/mock-games/x?mode=demo', 'http://localhost:4321/mock-games/x', 'http://[::1]:4321/mock-games/x']) {
      expect(checkLaunchUrl(game, { siteOrigin: site, mockBuild: true })).toEqual({ ok: true, url: game, sameOrigin: false });
    }
    expect(checkLaunchUrl('http://example.com/mock-games/x', { siteOrigin: site, mockBuild: true })).toEqual({ ok: false, reason: 'plain http is taken from a loopback host only' });
    expect(checkLaunchUrl('http://127.0.0.1.example.com/x', { siteOrigin: site, mockBuild: true }).ok).toBe(false);
    // The mock build's own provider, on a plain-http site that is not the developer's machine.
    expect(checkLaunchUrl('http://192.168.1.20:5173/mock-game.html?game=x', { siteOrigin: 'http://192.168.1.20:5173', mockBuild: true }).ok).toBe(false);
  });
});
