/**
 * The partner origins of the deployment (VITE_FRAME_PARTNERS, comma-separated): the sites that
 * may frame this one. The same list feeds the CSP `frame-ancestors` the build writes
 * (scripts/lib/security-headers.ts, docs/static-hosting.md). Only exact `https://host[:port]`
 * origins count (http for localhost); anything with a path, a wildcard or another scheme is dropped.
 */
export function parsePartnerOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  const origins = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (!value || value.includes('*')) continue;
    try {
      const url = new URL(value);
      const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
      const schemeOk = url.protocol === 'https:' || (local && url.protocol === 'http:');
      if (schemeOk && url.origin === value.replace(/\/$/, '') && !url.username && !url.password) origins.add(url.origin);
    } catch {
      // not an origin: dropped
    }
  }
  return [...origins];
}
