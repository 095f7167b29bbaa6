/**
 * The game launch address check. A provider page runs in a frame with scripts; on the site's own
 * origin (or as data:, blob:, javascript:, a relative or protocol-relative address) it would run
 * with the site's rights. Only absolute https pages of another origin are framed; mock builds also
 * frame their own mock provider, which lives on the site's origin.
 *
 * Plain http is taken from a loopback host only (the mock HTTP server's game origin, another port of
 * the same machine): browsers treat loopback as a secure context, so an https page frames it without
 * mixed content, and nothing on the network between the player and the game can read or change it.
 * Any other http address could be rewritten on its way.
 */
export type LaunchCheck = { ok: true; url: string; sameOrigin: boolean } | { ok: false; reason: string };

export interface LaunchCheckOptions {
  /** The site's origin (`window.location.origin`). */
  siteOrigin: string;
  /** Mock builds: the site's own mock provider may be framed. */
  mockGames: boolean;
}

// Browsers drop or rewrite these inside addresses, so the text would not mean what it shows.
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Host names as the URL parser writes them (`[::1]` keeps its brackets). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function checkLaunchUrl(raw: unknown, { siteOrigin, mockGames }: LaunchCheckOptions): LaunchCheck {
  if (typeof raw !== 'string' || raw === '') return { ok: false, reason: 'no address' };
  if (UNSAFE_CHARS.test(raw)) return { ok: false, reason: 'spaces, control characters or a backslash' };
  let url: URL;
  try {
    // No base: relative and protocol-relative addresses do not parse.
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute address' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'the address carries credentials' };
  if (url.origin === siteOrigin && (url.protocol === 'https:' || url.protocol === 'http:')) {
    return mockGames ? { ok: true, url: url.href, sameOrigin: true } : { ok: false, reason: "the site's own origin" };
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return { ok: false, reason: `${url.protocol} is not https` };
  return { ok: true, url: url.href, sameOrigin: false };
}
