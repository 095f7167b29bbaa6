import { flattenStrapi } from '../../src/api/cms/flatten.ts';
import type { PolicySourceDirective } from '../../src/lib/config/third-parties.ts';
import { SITE_REFERRER_POLICY } from '../../src/lib/config/referrer-policy.ts';
import { inlineScriptHashes } from '../prerender/inline-script-hashes.ts';

/**
 * The response headers a static host sends with the build (docs/static-hosting.md, decision
 * record 049), written by the build as `_headers` (Netlify, Cloudflare Pages) and
 * `nginx-headers.conf`, and sent by the mock HTTP server when it serves a build.
 */
export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = 'nginx-headers.conf';

export interface PolicySources {
  /** `'sha256-…'` sources: the build's own inline scripts and the custom code's. */
  scriptHashes: readonly string[];
  /** Hosts scripts load from besides the site and the third parties (CSP_SCRIPT_SOURCES). */
  scriptHosts: readonly string[];
  /** Hosts the page talks to besides the site and the third parties (backends on other origins, CSP_CONNECT_SOURCES). */
  connectHosts: readonly string[];
  /** Partner origins that may frame the site (VITE_FRAME_PARTNERS). */
  frameAncestors: readonly string[];
  /**
   * The third parties' sources by directive (scripts/lib/third-party-policy.ts, from the table);
   * their `frame-ancestors` are the messaging app's web clients when VITE_MESSAGING_APP names it.
   */
  thirdParties?: Readonly<Partial<Record<PolicySourceDirective, readonly string[]>>>;
}

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

const HOST_SOURCE = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^/:*]+)$/i;

/**
 * The sources once each, without those another source of the list already allows: an
 * `https://` host or wildcard where `https:` is listed, and a host under a `*.` wildcard of the same scheme
 * (the header stays short: Cloudflare Pages takes values up to 2,000 characters).
 */
export function compactSources(values: readonly string[]): string[] {
  const list = unique(values);
  const wildcards = list.flatMap((value) => {
    const match = HOST_SOURCE.exec(value);
    return match?.[2] ? [{ scheme: match[1].toLowerCase(), suffix: `.${match[3].toLowerCase()}` }] : [];
  });
  return list.filter((value) => {
    const match = HOST_SOURCE.exec(value);
    if (!match) return true;
    const scheme = match[1].toLowerCase();
    if (scheme === 'https' && list.includes('https:')) return false;
    if (match[2]) return true;
    const host = match[3].toLowerCase();
    return !wildcards.some((wildcard) => wildcard.scheme === scheme && host.endsWith(wildcard.suffix));
  });
}

/**
 * The Content-Security-Policy. No `'unsafe-inline'` or `'unsafe-eval'` for scripts: an inline
 * script runs only when its hash is listed, so markup that reaches the page some other way cannot
 * run code. Styles keep `'unsafe-inline'` (React's style attributes, the prerendered pages'
 * inlined stylesheets). The third parties' hosts come from the table (docs/third-parties.md);
 * `media-src` is written only when one of them needs it (else default-src covers it).
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const vendor = (directive: PolicySourceDirective) => sources.thirdParties?.[directive] ?? [];
  const media = compactSources(["'self'", ...vendor('media-src')]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(sources.scriptHashes).sort(), ...compactSources([...sources.scriptHosts, ...vendor('script-src')])]],
    ['style-src', compactSources(["'self'", "'unsafe-inline'", ...vendor('style-src')])],
    ['img-src', compactSources(["'self'", 'data:', 'blob:', 'https:', ...vendor('img-src')])],
    ['font-src', compactSources(["'self'", 'data:', ...vendor('font-src')])],
    ['connect-src', compactSources(["'self'", ...sources.connectHosts, ...vendor('connect-src')])],
    ...(media.length > 1 ? [['media-src', media] as [string, string[]]] : []),
    // Game providers and the identity check are frames of other origins; the games' are known only at run time.
    ['frame-src', compactSources(["'self'", 'https:', ...vendor('frame-src')])],
    ['worker-src', compactSources(["'self'", ...vendor('worker-src')])],
    // The manifest built from the content configuration's favicons (decision record 029).
    ['manifest-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", 'https:']],
    ['frame-ancestors', ["'self'", ...unique([...sources.frameAncestors, ...vendor('frame-ancestors')])]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The headers of every response besides the two policies. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': SITE_REFERRER_POLICY,
};

/**
 * The Permissions-Policy without any third party: no frame gets a powerful feature. The build
 * writes the one of its third parties (permissionsPolicy in scripts/lib/third-party-policy.ts).
 */
export const STRICT_PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), fullscreen=(self)';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The site's own icons keep their names from release to release, and a browser asks for the favicon
 * again at each navigation inside the app: a day in its cache saves that request, and a new icon
 * shows within a day.
 */
export const ICON_CACHE = 'public, max-age=86400';
/** The icon files of public/ (their names are fixed: index.html and the manifest name them). */
export const ICON_PATTERNS = ['/favicon.svg', '/favicon.ico', '/favicon-*.png', '/apple-touch-icon.png', '/icon-*'];

/** Netlify / Cloudflare Pages `_headers`: a path pattern, then its headers indented. */
export function headersFile(policy: string, permissions: string = STRICT_PERMISSIONS_POLICY): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by the build (scripts/lib/security-headers.ts); docs/static-hosting.md explains each header.',
    block('/*', { 'Content-Security-Policy': policy, ...COMMON_HEADERS, 'Permissions-Policy': permissions }),
    // Hashed file names and the translations of a release (decision record 045) never change.
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    block('/locales/*', { 'Cache-Control': IMMUTABLE }),
    ...ICON_PATTERNS.map((pattern) => block(pattern, { 'Cache-Control': ICON_CACHE })),
    // A stale worker or page would pin an old build.
    ...['/sw.js', '/manifest.webmanifest', '/*.html'].map((pattern) => block(pattern, { 'Cache-Control': 'no-cache' })),
  ].join('\n')}\n`;
}

/** An nginx snippet of `add_header` lines, included in every `location` that serves pages. */
export function nginxHeaders(policy: string, permissions: string = STRICT_PERMISSIONS_POLICY): string {
  const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => `\\${char}`)}"`;
  const lines = Object.entries({ 'Content-Security-Policy': policy, ...COMMON_HEADERS, 'Permissions-Policy': permissions }).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  return `# Written by the build (scripts/lib/security-headers.ts). Include it in each location that serves
# pages (add_header in a location replaces the server's): docs/static-hosting.md.
${lines.join('\n')}\n`;
}

/**
 * The hashes of the inline scripts in the enabled custom code entries of a content configuration
 * answer (`/cms/nfx/cms-config/{locale}`, SPEC §3), as the app injects them: each script's text
 * as written (src/features/custom-code/inject-custom-code.ts copies `script.text`).
 */
export function customCodeScriptHashes(answer: unknown): string[] {
  const config = flattenStrapi(answer) as { customCode?: unknown } | null;
  const entries = Array.isArray(config?.customCode) ? (config.customCode as { isEnabled?: unknown; code?: unknown }[]) : [];
  return unique(entries.flatMap((entry) => (entry.isEnabled === true && typeof entry.code === 'string' ? inlineScriptHashes(entry.code) : [])));
}

/** The origin of an absolute http(s) address from the env, or null (a path on this site, or nothing). */
export function originOf(address: string | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address.trim())) return null;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return null;
  }
}

/** Extra sources from a deploy variable: separated by spaces or commas. */
export function sourceList(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).filter((source) => source !== '' && !/^'unsafe-/i.test(source));
}
