/**
 * Query strings in the bracket style Strapi reads (the `qs` library's default, SPEC §7):
 * `{ filters: { url: { $eq: '/a' } }, populate: ['x', 'y'] }` ->
 * `filters[url][$eq]=%2Fa&populate[0]=x&populate[1]=y`.
 * Brackets stay literal (qs `encodeValuesOnly`), keys and values are percent-encoded otherwise,
 * null and undefined are dropped, and nesting stops at MAX_DEPTH (SPEC §9 "query depth 5").
 */
export const MAX_DEPTH = 5;

/** Keys are escaped like values, but brackets and Strapi's `$` operators stay readable. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%24/g, '$');
}

function scalar(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null; // functions and symbols have no wire form
}

function collect(prefix: string, value: unknown, depth: number, out: string[]): void {
  if (Array.isArray(value) || (value !== null && typeof value === 'object' && !(value instanceof Date))) {
    if (depth >= MAX_DEPTH) {
      // Deeper than the server parses: send the rest as JSON text under the last key, as qs does with its depth limit.
      out.push(`${encodeKey(prefix)}=${encodeURIComponent(JSON.stringify(value))}`);
      return;
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, inner] of entries) collect(`${prefix}[${key}]`, inner, depth + 1, out);
    return;
  }
  const text = scalar(value);
  if (text !== null) out.push(`${encodeKey(prefix)}=${encodeURIComponent(text)}`);
}

/** The query string without a leading '?' ('' when nothing is left). */
export function stringifyBracketQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) collect(key, value, 0, out);
  return out.join('&');
}
