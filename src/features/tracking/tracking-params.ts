import { readJson, readString, writeJson, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/** The tracking-link parameters of SPEC §2 kept for registration (show_popup_reg is the auth popup's). */
export const TRACKING_PARAM_NAMES = ['track_id', 'publisher_id', 'goal_id', 'goal_entry_id', 'link_id'] as const;

export type TrackingParamName = (typeof TRACKING_PARAM_NAMES)[number];
export type TrackingParams = Partial<Record<TrackingParamName, string>>;

/** The tracking parameters present in a query string (empty values ignored; the last value wins). */
export function parseTrackingParams(search: string | URLSearchParams): TrackingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAM_NAMES) {
    const value = query.getAll(name).at(-1)?.trim();
    if (value) found[name] = value;
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
    if (typeof value === 'string' && value) clean[name] = value;
  }
  return clean;
}

/**
 * Keeps the tracking parameters of the address for the registration call. A link that carries
 * any of them replaces the whole stored set (its parameters belong together; mixing two links'
 * ids would credit the wrong partner); an address without any keeps the stored set.
 * Returns the set now in force.
 */
export function captureTrackingParams(search: string): TrackingParams {
  const found = parseTrackingParams(search);
  if (Object.keys(found).length === 0) return readTrackingParams();
  writeJson(STORAGE_KEYS.trackingParams, found);
  return found;
}

/**
 * SPEC §2: the promo code is read from the query promo_code (the last value wins), saved in local
 * storage under `promo_code`, and falls back to the stored value. Returns the code in force or null.
 * The sign-up form reads the same key (STORAGE_KEYS.promoCode) to prefill its promo code.
 */
export function capturePromoCode(search: string): string | null {
  const fromQuery = new URLSearchParams(search).getAll('promo_code').at(-1)?.trim();
  if (fromQuery) {
    writeString(STORAGE_KEYS.promoCode, fromQuery);
    return fromQuery;
  }
  return readString(STORAGE_KEYS.promoCode);
}
