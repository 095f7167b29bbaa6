/**
 * The one safe-navigation helper (SPEC §8, decision record 047). Every redirectUrl,
 * back url, CMS link or configured redirect goes through it before reaching the router or
 * `location`. It gates on WHATWG `URL` (what the browser itself will do), never on a
 * hand-rolled parser, because those disagree with browsers on tricks like "java\tscript:".
 */

export type NavigationTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string };

export interface NavigationOptions {
  /** The app's own origin, e.g. `window.location.origin`. */
  origin: string;
  /**
   * Whether other origins may be reached: `true` for any http(s) site, or an allow-list of
   * origins ("https://partner.example") and/or exact host names ("partner.example").
   * Default: internal targets only.
   */
  allowExternal?: boolean | readonly string[];
}

// Browsers silently drop or strip these, so a string containing them does not mean what it shows.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\uFEFF]/;
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parseOrigin(origin: string): URL | null {
  try {
    const base = new URL(origin);
    return WEB_PROTOCOLS.has(base.protocol) ? base : null;
  } catch {
    return null;
  }
}

function isAllowedExternal(url: URL, allow: NavigationOptions['allowExternal']): boolean {
  if (allow === true) return true;
  if (!allow) return false;
  const host = url.hostname.toLowerCase();
  return allow.some((entry) => {
    if (!entry.includes('://')) return entry.toLowerCase() === host;
    const allowed = parseOrigin(entry);
    return allowed !== null && allowed.origin === url.origin;
  });
}

/**
 * Decides where a raw, untrusted target may take the user.
 * - same origin -> `{ kind: 'internal', path }` with path + search + hash, always starting
 *   with a single '/', ready for the router;
 * - another http(s) origin -> `{ kind: 'external', url }`, only when `allowExternal` permits it;
 * - anything else (script or file schemes, protocol-relative or backslash tricks, control
 *   characters, credentials, unparsable input) -> `null`.
 */
export function resolveNavigationTarget(raw: unknown, opts: NavigationOptions): NavigationTarget | null {
  if (typeof raw !== 'string' || raw === '' || raw !== raw.trim()) return null;
  if (CONTROL_CHARS.test(raw)) return null;
  // "\" is read as "/" by browsers in http(s) URLs ("/\evil.com" is "//evil.com"); no honest link has one.
  if (raw.includes('\\')) return null;
  // Protocol-relative addresses inherit our scheme but leave our host; spell the scheme to go external.
  if (raw.startsWith('//')) return null;

  const base = parseOrigin(opts.origin);
  if (!base) return null;

  let url: URL;
  try {
    url = new URL(raw, base.origin);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return null;
  // "https://casino.example@evil.com" style addresses exist only to mislead the reader.
  if (url.username !== '' || url.password !== '') return null;

  if (url.origin === base.origin) {
    // "/.//evil.com" keeps our origin but yields the pathname "//evil.com", which a later
    // `location.assign` would read as another host; collapse the leading slashes.
    const pathname = url.pathname.replace(/^\/+/, '/');
    return { kind: 'internal', path: `${pathname}${url.search}${url.hash}` };
  }
  return isAllowedExternal(url, opts.allowExternal) ? { kind: 'external', url: url.href } : null;
}

/** The same-origin path (path + search + hash) of a raw target, or null when it is not a safe internal one. */
export function safeInternalPath(raw: unknown, origin: string): string | null {
  const target = resolveNavigationTarget(raw, { origin });
  return target?.kind === 'internal' ? target.path : null;
}
