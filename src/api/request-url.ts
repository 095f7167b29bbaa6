import { API_VERSION, absoluteUrl, ENV } from '@/lib/config/env';

export type Params = Record<string, unknown>;

/** Inside a frame the main API is asked to be lenient (SPEC §7 non-strict flag). */
export function isInFrame(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

/** Query/body value as text: arrays comma-joined, objects as JSON, null and undefined dropped. */
export function serializeValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null; // functions and symbols have no wire form
}

export function appendParams(target: URLSearchParams | FormData, params: Params = {}): void {
  for (const [key, value] of Object.entries(params)) {
    const text = serializeValue(value);
    if (text !== null) target.append(key, text);
  }
}

/** `{VITE_API_URL}{namespace}/{method}?v=2.34&locale=xx[&non_strict=1]` (docs/contract.md). */
export function mainApiUrl(call: string, locale: string, query?: Params): URL {
  const url = absoluteUrl(ENV.apiUrl + call.replace('.', '/'));
  url.searchParams.set('v', API_VERSION);
  url.searchParams.set('locale', locale);
  if (isInFrame()) url.searchParams.set('non_strict', '1');
  appendParams(url.searchParams, query);
  return url;
}

/**
 * Sent on every main-API POST. A cross-site HTML form cannot set a header, and a cross-origin
 * script that sets one needs the API's CORS preflight consent, so a write without it did not come
 * from the app: the server (and the mock backend) refuses it. Reads go without it, keeping them
 * simple requests that need no preflight.
 */
export const WRITE_MARKER_HEADER = 'X-Requested-With';
export const WRITE_MARKER_VALUE = 'XMLHttpRequest';

export function formBody(params: Params = {}): FormData {
  const body = new FormData();
  appendParams(body, params);
  return body;
}
