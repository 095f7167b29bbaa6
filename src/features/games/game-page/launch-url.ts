import { launchSchemeRefusal } from '@/lib/navigation/launch-scheme';

/**
 * The game launch address check. A provider page runs in a frame with scripts; on the site's own
 * origin (or as data:, blob:, javascript:, a relative or protocol-relative address) it would run
 * with the site's rights. Only absolute https pages of another origin are framed; mock builds also
 * frame their own mock provider, which lives on the site's origin, and take plain http from a
 * loopback host (src/lib/navigation/launch-scheme.ts).
 */
export type LaunchCheck = { ok: true; url: string; sameOrigin: boolean } | { ok: false; reason: string };

export interface LaunchCheckOptions {
  /** The site's origin (`window.location.origin`). */
  siteOrigin: string;
  /** Mock builds: the site's own mock provider may be framed, and plain http from a loopback host. */
  mockBuild: boolean;
}

// Browsers drop or rewrite these inside addresses, so the text would not mean what it shows.
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

export function checkLaunchUrl(raw: unknown, { siteOrigin, mockBuild }: LaunchCheckOptions): LaunchCheck {
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
  const sameOrigin = url.origin === siteOrigin;
  if (sameOrigin && !mockBuild) return { ok: false, reason: "the site's own origin" };
  const refusal = launchSchemeRefusal(url, mockBuild);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, url: url.href, sameOrigin };
}
