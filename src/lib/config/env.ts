/** Validated build-time settings (documented in README and .env.example). */
function base(value: string | undefined, fallback: string): string {
  const url = value && value.trim() ? value.trim() : fallback;
  return url.endsWith('/') ? url : `${url}/`;
}

export const ENV = {
  apiUrl: base(import.meta.env.VITE_API_URL, '/api/'),
  cmsUrl: base(import.meta.env.VITE_CMS_URL, '/cms/'),
  authUrl: base(import.meta.env.VITE_AUTH_URL, '/cms/api/'),
  mocking: import.meta.env.VITE_API_MOCKING === 'true',
  siteOrigin: (import.meta.env.VITE_SITE_ORIGIN ?? '').replace(/\/$/, ''),
} as const;

/** The API version sent with every main-API call (SPEC §9). */
export const API_VERSION = '2.34';

/** Absolute URL for a configured base: fetch under jsdom cannot take relative URLs. */
export function absoluteUrl(path: string): URL {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(path, origin);
}
