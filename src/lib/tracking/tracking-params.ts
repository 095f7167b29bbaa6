import { readJson } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/** The tracking-link parameters of SPEC §2 kept for registration (show_popup_reg is the auth popup's). */
export const TRACKING_PARAM_NAMES = ['track_id', 'publisher_id', 'goal_id', 'goal_entry_id', 'link_id'] as const;

/**
 * The partner of a tracking link: sent with auth.register so the sign-up is credited to it.
 * track_id is not among them: the tracking hit carries it (SPEC §7).
 */
export const PARTNER_PARAM_NAMES = ['publisher_id', 'goal_id', 'goal_entry_id', 'link_id'] as const;

export type TrackingParamName = (typeof TRACKING_PARAM_NAMES)[number];
export type TrackingParams = Partial<Record<TrackingParamName, string>>;
export type PartnerParams = Partial<Record<(typeof PARTNER_PARAM_NAMES)[number], string>>;

/** The shape of an id a tracking link carries: anything else is refused, not stored nor sent. */
const TRACKING_VALUE = /^[\w.-]{1,64}$/;

/** The tracking parameters present in a query string (empty values ignored; the last value wins). */
export function parseTrackingParams(search: string | URLSearchParams): TrackingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAM_NAMES) {
    const value = query.getAll(name).at(-1)?.trim();
    if (!value) continue;
    if (TRACKING_VALUE.test(value)) found[name] = value;
    else console.warn(`[tracking] refused ${name}: not an id of letters, digits, "_", "." or "-" (at most 64)`);
  }
  return found;
}

/** The stored parameters; {} when nothing (or something unreadable) is stored. */
export function readTrackingParams(): TrackingParams {
  const stored = readJson<unknown>(STORAGE_KEYS.trackingParams, {});
  if (!stored || typeof stored !== 'object') return {};
  const clean: TrackingParams = {};
  for (const name of TRACKING_PARAM_NAMES) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string' && TRACKING_VALUE.test(value)) clean[name] = value;
  }
  return clean;
}

/** The stored partner of the last tracking link; {} when none was followed. */
export function readPartnerParams(): PartnerParams {
  const stored = readTrackingParams();
  const partner: PartnerParams = {};
  for (const name of PARTNER_PARAM_NAMES) if (stored[name]) partner[name] = stored[name];
  return partner;
}
