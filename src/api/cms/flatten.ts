/**
 * Strapi v4 flattening (SPEC §3): `{ id, attributes: {...} }` loses its attributes wrapper,
 * relation wrappers `{ data: ... }` are unwrapped, and a media object (it has a file extension)
 * becomes its url. Already-flat input passes through unchanged.
 */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;

  const keys = Object.keys(record);
  if (keys.length > 0 && keys.every((key) => key === 'data' || key === 'meta')) {
    return flattenStrapi(record.data ?? null);
  }
  if (record.attributes && typeof record.attributes === 'object' && !Array.isArray(record.attributes)) {
    const { attributes, ...rest } = record;
    return flattenStrapi({ ...rest, ...(attributes as Record<string, unknown>) });
  }
  if (typeof record.ext === 'string' && record.ext && typeof record.url === 'string') {
    return record.url;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = flattenStrapi(item);
  return out;
}
