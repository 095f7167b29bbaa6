/**
 * Where the mock handlers listen: the same env bases the app uses (VITE_API_URL, VITE_CMS_URL,
 * VITE_AUTH_URL). A relative base ('/api/') matches on any origin, because tests run at jsdom's
 * origin and QA at whatever host serves the build; an absolute base matches its own origin only.
 */
export interface BaseUrl {
  origin: string | null;
  /** Always starts and ends with '/'. */
  path: string;
}

export function parseBase(value: string | undefined, fallback: string): BaseUrl {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  if (/^https?:\/\//i.test(raw)) {
    const url = new URL(raw);
    return { origin: url.origin, path: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/` };
  }
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return { origin: null, path: path.endsWith('/') ? path : `${path}/` };
}

export const API_BASE = parseBase(import.meta.env.VITE_API_URL, '/api/');
export const CMS_BASE = parseBase(import.meta.env.VITE_CMS_URL, '/cms/');

/** The path below `base` ('account/getInfo' for '/api/account/getInfo'), or null when elsewhere. */
export function pathUnder(base: BaseUrl, url: URL): string | null {
  if (base.origin !== null && url.origin !== base.origin) return null;
  return url.pathname.startsWith(base.path) ? url.pathname.slice(base.path.length) : null;
}
