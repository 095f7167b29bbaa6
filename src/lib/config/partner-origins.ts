/**
 * The partner origins of the deployment: the sites that may frame this one. Two sources, one rule:
 * VITE_FRAME_PARTNERS (comma-separated, build time; the same list feeds the CSP `frame-ancestors`
 * the build writes, scripts/lib/security-headers.ts, docs/static-hosting.md) and the content
 * configuration's `frames.partners` (run time, docs/partners.md). Only exact `https://host[:port]`
 * origins count (http for localhost); anything with a path, a wildcard or another scheme is dropped.
 * `raw` is a comma-separated string or a list of strings or `{ origin }` entries.
 */
export function parsePartnerOrigins(raw: unknown, onDrop?: (value: string) => void): string[] {
  const origins = new Set<string>();
  const values = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw.map(entryText) : [];
  for (const part of values) {
    const value = part.trim();
    if (!value) continue;
    const origin = exactOrigin(value);
    if (origin) origins.add(origin);
    else onDrop?.(value);
  }
  return [...origins];
}

function entryText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  const origin = typeof entry === 'object' && entry !== null ? (entry as { origin?: unknown }).origin : undefined;
  return typeof origin === 'string' ? origin : String(JSON.stringify(entry) ?? '');
}

function exactOrigin(value: string): string | null {
  if (value.includes('*')) return null;
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    const schemeOk = url.protocol === 'https:' || (local && url.protocol === 'http:');
    return schemeOk && url.origin === value.replace(/\/$/, '') && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}
