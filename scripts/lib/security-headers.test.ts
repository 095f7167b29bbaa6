import { createHash } from 'node:crypto';
import { compactSources, contentSecurityPolicy, customCodeScriptHashes, headersFile, nginxHeaders, originOf, sourceList } from './security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const BUILD_HASH = sha('window.loader()');

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy the build writes', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [BUILD_HASH, sha('custom()'), BUILD_HASH],
    scriptHosts: ['https://www.googletagmanager.com'],
    connectHosts: ['https://api.casino.example'],
    frameAncestors: ['https://partner-one.example'],
  });

  it('lets scripts run from the site and by their hashes only, never any inline script or eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...[BUILD_HASH, sha('custom()')].sort(), 'https://www.googletagmanager.com']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('shuts plugins and <base> out, and lets only the site and its partners frame it', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://partner-one.example']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.casino.example']);
    expect(directive(contentSecurityPolicy({ scriptHashes: [], scriptHosts: [], connectHosts: [], frameAncestors: [] }), 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('is written for Netlify and Cloudflare Pages, with the caching rules', () => {
    const file = headersFile(policy);
    const lines = file.split('\n');
    expect(lines[lines.indexOf('/*') + 1]).toBe(`  Content-Security-Policy: ${policy}`);
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
    expect(lines[lines.indexOf('/assets/*') + 1]).toBe('  Cache-Control: public, max-age=31536000, immutable');
    expect(lines[lines.indexOf('/sw.js') + 1]).toBe('  Cache-Control: no-cache');
    // The favicon a browser asks for at each navigation inside the app comes from its cache.
    for (const icon of ['/favicon.svg', '/favicon.ico', '/favicon-*.png', '/apple-touch-icon.png', '/icon-*']) {
      expect(lines[lines.indexOf(icon) + 1], icon).toBe('  Cache-Control: public, max-age=86400');
    }
    // Cloudflare Pages takes header values of up to 2,000 characters.
    expect(policy.length).toBeLessThan(2000);
  });

  it('is written for nginx as add_header lines, quoted', () => {
    const snippet = nginxHeaders(`${policy}; report-uri https://x.example/$x"`);
    expect(snippet).toContain(`add_header Content-Security-Policy "${policy}; report-uri https://x.example/\\$x\\"" always;`);
    expect(snippet).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
  });
});

describe("the third parties' sources in the policy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [BUILD_HASH],
    scriptHosts: ['https://tags.example'],
    connectHosts: ['https://api.casino.example'],
    frameAncestors: [],
    thirdParties: {
      'script-src': ['https://client.crisp.chat', 'https://cdn.livechatinc.com', 'https://*.livechatinc.com'],
      'connect-src': ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
      'frame-src': ['https://in.sumsub.com'],
      'img-src': ['https://image.crisp.chat'],
      'worker-src': ['blob:'],
    },
  });

  it('adds them by directive after the build’s own, once each', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", BUILD_HASH, 'https://tags.example', 'https://client.crisp.chat', 'https://*.livechatinc.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.casino.example', 'https://client.crisp.chat', 'wss://client.relay.crisp.chat']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://client.crisp.chat']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://client.crisp.chat']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    // Any https frame and picture is allowed already: the hosts would only lengthen the header.
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https:']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('writes media-src only when a third party needs it', () => {
    expect(directive(contentSecurityPolicy({ scriptHashes: [], scriptHosts: [], connectHosts: [], frameAncestors: [] }), 'media-src')).toBeUndefined();
  });

  it('drops a source another one of the list allows: under https:, or under a wildcard of the same scheme', () => {
    expect(compactSources(['https://a.example', 'https:', 'https://*.b.example', 'wss://a.example'])).toEqual(['https:', 'wss://a.example']);
    expect(compactSources(['https://cdn.x.com', 'https://*.x.com', 'wss://cdn.x.com', 'https://x.com', 'https://cdn.x.com:8443'])).toEqual([
      'https://*.x.com',
      'wss://cdn.x.com',
      'https://x.com',
      'https://cdn.x.com:8443',
    ]);
  });

  it('sends the Permissions-Policy it is given, and the strictest without one', () => {
    const permissions = 'camera=("https://in.sumsub.com"), microphone=(), geolocation=(), fullscreen=*';
    expect(headersFile(policy, permissions)).toContain(`  Permissions-Policy: ${permissions}\n`);
    expect(headersFile(policy)).toContain('  Permissions-Policy: camera=(), microphone=(), geolocation=(), fullscreen=(self)\n');
    expect(nginxHeaders(policy, permissions)).toContain('add_header Permissions-Policy "camera=(\\"https://in.sumsub.com\\"), microphone=(), geolocation=(), fullscreen=*" always;');
  });
});

describe('the sources the build reads', () => {
  it("hashes the enabled custom code's inline scripts as the app injects them, from a Strapi answer", () => {
    const answer = {
      data: {
        id: 1,
        attributes: {
          customCode: [
            { id: 1, isEnabled: true, position: 'head', code: '<script>custom()</script><script src="https://tags.example/t.js"></script>' },
            { id: 2, isEnabled: false, position: 'head', code: '<script>never()</script>' },
            { id: 3, isEnabled: true, position: 'bodyEnd', code: '<!-- tag --><div><script>\n  nested();\n</script></div>' },
          ],
        },
      },
    };
    expect(customCodeScriptHashes(answer)).toEqual([sha('custom()'), sha('\n  nested();\n')]);
    expect(customCodeScriptHashes({ data: null })).toEqual([]);
    expect(customCodeScriptHashes('not json')).toEqual([]);
  });

  it('takes origins of absolute bases only, and never unsafe keywords from a deploy variable', () => {
    expect(originOf('https://api.casino.example/v2/')).toBe('https://api.casino.example');
    expect(originOf('/api/')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(sourceList("https://a.example, https://b.example 'unsafe-inline' 'UNSAFE-eval'")).toEqual(['https://a.example', 'https://b.example']);
  });
});
