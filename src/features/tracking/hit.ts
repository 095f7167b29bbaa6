import { absoluteUrl } from '@/lib/config/env';

/** SPEC §9: the tracking hit (with the fraud fingerprint, when on) leaves 3 s after start. */
export const HIT_DELAY_MS = 3000;

/** Where the pixel is requested: the site's own origin, path /hit (SPEC §7). */
export const HIT_PATH = '/hit';

export interface ConvertedTrackId {
  trackId: string;
  /** 'td' when the link carried the td_ form. */
  source: 'td' | null;
}

/**
 * SPEC §7: "a td_ prefix is converted". Links from the traffic-distribution system carry the
 * track id as td_<id>; the hit sends the bare id and says where it came from with
 * track_source=td, so the server can tell both forms apart: td_123 -> { trackId: '123', source: 'td' }.
 * The prefix is matched case-insensitively; a bare "td_" is no id at all.
 */
export function convertTrackId(raw: string | null | undefined): ConvertedTrackId | null {
  const value = raw?.trim();
  if (!value) return null;
  const match = /^td_(.*)$/i.exec(value);
  if (!match) return { trackId: value, source: null };
  return match[1] ? { trackId: match[1], source: 'td' } : null;
}

export interface HitParams {
  /** document.referrer ('' when there is none). */
  referrer: string;
  /** The raw track_id in force (from the address or stored). */
  trackId?: string | null;
  /** The fraud-fingerprint session (base64), when general info has is_seon_enabled. */
  session?: string | null;
}

/** GET /hit?referrer=..&track_id=..[&track_source=td][&session=..] (empty values left out, referrer always sent). */
export function buildHitUrl({ referrer, trackId, session }: HitParams): URL {
  const url = absoluteUrl(HIT_PATH);
  url.searchParams.set('referrer', referrer);
  const converted = convertTrackId(trackId);
  if (converted) {
    url.searchParams.set('track_id', converted.trackId);
    if (converted.source) url.searchParams.set('track_source', converted.source);
  }
  if (session) url.searchParams.set('session', session);
  return url;
}

/** Sends the hit as an image request (no CORS, no credentials question, nothing to read back). */
export function sendHit(url: URL): void {
  const image = new Image(1, 1);
  image.src = url.href;
}
