import { readString, writeJson, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { parseTrackingParams, readTrackingParams, type TrackingParams } from '@/lib/tracking/tracking-params';

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
