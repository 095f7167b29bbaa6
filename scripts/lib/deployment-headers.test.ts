import { describe, expect, it } from 'vitest';
import {
  checkCsp,
  checkImmutable,
  checkNosniff,
  checkPermissionsPolicy,
  checkReferrerPolicy,
  checkRevalidated,
  effectiveReferrerPolicy,
  effectiveSources,
  headersFor,
  parseCsp,
  parseHeadersFile,
  parsePermissionsPolicy,
} from './deployment-headers.mjs';
import { contentSecurityPolicy, headersFile } from './security-headers';

const BUILD_POLICY = contentSecurityPolicy({
  scriptHashes: ["'sha256-AbC='", "'sha256-XyZ='"],
  scriptHosts: ['https://www.googletagmanager.com'],
  connectHosts: ['https://*.google-analytics.com'],
  frameAncestors: [],
});
const rules = parseHeadersFile(headersFile(BUILD_POLICY));
const page = headersFor(rules, '/en/gamehall');

/** The build's policy with one directive's sources replaced (or the directive dropped: null). */
function withDirective(name: string, sources: string | null): string {
  return BUILD_POLICY.split('; ')
    .flatMap((directive) => (directive.split(' ')[0] !== name ? [directive] : sources === null ? [] : [`${name} ${sources}`]))
    .join('; ');
}

describe("the build's _headers file", () => {
  it('gives every path the policy and common headers, and hashed files and sw.js their caching', () => {
    expect(page['content-security-policy']).toBe(BUILD_POLICY);
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['permissions-policy']).toMatch(/^camera=/);
    expect(headersFor(rules, '/assets/index-AbCd123.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/sw.js')['cache-control']).toBe('no-cache');
    expect(headersFor(rules, '/en/gamehall')['cache-control']).toBeUndefined();
  });

  it('passes every check against itself', () => {
    expect(checkCsp(page['content-security-policy'], BUILD_POLICY)).toEqual({ problems: [], notes: [] });
    expect(checkNosniff(page['x-content-type-options'])).toEqual({ problems: [], notes: [] });
    expect(checkReferrerPolicy(page['referrer-policy'], page['referrer-policy']).problems).toEqual([]);
    expect(checkPermissionsPolicy(page['permissions-policy'], page['permissions-policy']).problems).toEqual([]);
    expect(checkRevalidated(headersFor(rules, '/sw.js')['cache-control']).problems).toEqual([]);
    const immutable = headersFor(rules, '/assets/x-AbCd123.js')['cache-control'];
    expect(checkImmutable(immutable, immutable).problems).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  it('reads several policies and ignores a repeated directive', () => {
    const [first, second] = parseCsp("script-src 'self'; script-src *; OBJECT-SRC 'none', default-src https://A.example/");
    expect(first.get('script-src')).toEqual(["'self'"]);
    expect(first.get('object-src')).toEqual(["'none'"]);
    expect(second.get('default-src')).toEqual(['https://a.example']);
    expect(effectiveSources(second, 'worker-src')).toEqual(['https://a.example']);
    expect(effectiveSources(second, 'base-uri')).toBeNull();
  });

  it("a missing header, 'unsafe-inline', a wildcard, object-src and base-uri other than 'none', no frame-ancestors", () => {
    expect(checkCsp(undefined).problems).toEqual(['missing']);
    expect(checkCsp(withDirective('script-src', "'self' 'unsafe-inline'")).problems).toEqual(["script-src allows 'unsafe-inline'"]);
    expect(checkCsp(withDirective('script-src', "'self' https:")).problems).toEqual(['script-src allows https:']);
    expect(checkCsp(withDirective('script-src', null).replace("default-src 'self'", 'default-src *')).problems).toContain('script-src allows *');
    expect(checkCsp(withDirective('object-src', null)).problems).toEqual(["object-src is not 'none'"]);
    expect(checkCsp(withDirective('base-uri', "'self'")).problems).toEqual(["base-uri is not 'none'"]);
    expect(checkCsp(withDirective('frame-ancestors', null)).problems).toEqual(['no frame-ancestors: any site may frame the pages']);
    expect(checkCsp(withDirective('frame-ancestors', '*')).problems).toEqual(['frame-ancestors lets any site frame the pages']);
  });

  it('a second policy that forbids inline scripts is enough: browsers enforce both', () => {
    expect(checkCsp(`${withDirective('script-src', "'self' 'unsafe-inline'")}, script-src 'self'`).problems).toEqual([]);
  });

  it('against the build: a source the build lacks fails, fewer sources pass, extra frame origins are noted', () => {
    expect(checkCsp(withDirective('script-src', "'self' 'sha256-AbC='"), BUILD_POLICY).problems).toEqual([]);
    expect(checkCsp(withDirective('script-src', "'self' 'sha256-AbC=' https://cdn.example"), BUILD_POLICY).problems).toEqual([
      "script-src allows https://cdn.example, which the build's policy does not",
    ]);
    expect(checkCsp(withDirective('connect-src', "'self' https://www.google-analytics.com"), BUILD_POLICY).problems).toEqual([]);
    // Without manifest-src, default-src 'self' governs manifests: stricter than 'self' blob:.
    expect(checkCsp(withDirective('manifest-src', null), BUILD_POLICY).problems).toEqual([]);
    expect(checkCsp(withDirective('default-src', '*'), BUILD_POLICY).problems).toEqual(["default-src allows *, which the build's policy does not"]);
    expect(checkCsp(withDirective('form-action', null), BUILD_POLICY).problems).toEqual(['no form-action (the build has one)']);
    expect(checkCsp(withDirective('frame-src', "'self' https: http://127.0.0.1:4751"), BUILD_POLICY)).toEqual({
      problems: [],
      notes: ['frame-src adds http://127.0.0.1:4751'],
    });
    expect(checkCsp(withDirective('frame-ancestors', "'self' https:"), BUILD_POLICY).problems).toEqual([
      'frame-ancestors lets any site frame the pages',
      "frame-ancestors allows https:, which the build's policy does not",
    ]);
  });
});

describe('Referrer-Policy', () => {
  it('takes the last policy a browser knows', () => {
    expect(effectiveReferrerPolicy('no-referrer, bogus')).toBe('no-referrer');
    expect(effectiveReferrerPolicy('unsafe-url, strict-origin')).toBe('strict-origin');
    expect(effectiveReferrerPolicy('bogus')).toBeNull();
  });

  it('passes policies that send no more than strict-origin-when-cross-origin, fails the others', () => {
    for (const policy of ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']) {
      expect(checkReferrerPolicy(policy).problems).toEqual([]);
    }
    for (const policy of ['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url']) {
      expect(checkReferrerPolicy(policy).problems).toEqual([`${policy} is weaker than strict-origin-when-cross-origin`]);
    }
    expect(checkReferrerPolicy(undefined).problems).toEqual(['missing']);
    expect(checkReferrerPolicy('same-origin', 'strict-origin').problems).toEqual(['same-origin is weaker than strict-origin']);
  });
});

describe('Permissions-Policy', () => {
  it('reads allowlists', () => {
    expect(parsePermissionsPolicy('camera=(), fullscreen=(self "https://A.example"), geolocation=*')).toEqual(
      new Map([
        ['camera', []],
        ['fullscreen', ['self', 'https://a.example']],
        ['geolocation', ['*']],
      ]),
    );
  });

  it('fails a missing header, camera or microphone for everybody, and what the build does not allow', () => {
    const build = 'camera=(), microphone=(), geolocation=(), fullscreen=(self)';
    expect(checkPermissionsPolicy(undefined).problems).toEqual(['missing']);
    expect(checkPermissionsPolicy('camera=*, microphone=(self)').problems).toEqual(['camera is granted to every origin (*)']);
    expect(checkPermissionsPolicy('geolocation=()').problems).toEqual([]);
    expect(checkPermissionsPolicy('camera=(), microphone=(), geolocation=(self), fullscreen=(self)', build).problems).toEqual([
      'geolocation=(self) allows self; the build has geolocation=()',
    ]);
    expect(checkPermissionsPolicy('camera=(), microphone=(), geolocation=()', build).problems).toEqual([]);
  });
});

describe('caching', () => {
  it('sw.js is revalidated every time', () => {
    for (const value of ['no-cache', 'no-store', 'public, max-age=0', 'max-age=0, must-revalidate', 'must-revalidate']) {
      expect(checkRevalidated(value).problems).toEqual([]);
    }
    expect(checkRevalidated('public, max-age=3600').problems).toEqual(['"public, max-age=3600" lets caches keep an old copy']);
    expect(checkRevalidated(undefined).problems).toEqual(['no Cache-Control: caches may keep an old copy']);
  });

  it('hashed files are immutable and kept long, at least as long as the build says', () => {
    expect(checkImmutable('public, max-age=31536000, immutable').problems).toEqual([]);
    expect(checkImmutable('public, max-age=31536000').problems).toEqual(['not immutable']);
    expect(checkImmutable('no-cache').problems).toEqual(['"no-cache" is not cached', 'not immutable', 'max-age=none is shorter than 2592000']);
    expect(checkImmutable('max-age=2592000, immutable', 'max-age=31536000, immutable').problems).toEqual(['max-age=2592000 is shorter than 31536000']);
  });
});
