import type { ApiError } from './errors';

/**
 * The codes of an error's data ({ field: [CODE] }), flattened; none when it carries no such data.
 * A file of its own: errors.ts is in the start chunk every page loads, and only some forms read codes.
 */
export function errorCodes(error: ApiError): string[] {
  if (!error.data || typeof error.data !== 'object') return [];
  return Object.values(error.data as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [],
  );
}

/** Each field of an error's data ({ field: [CODE, ...] } or { field: CODE }) with its first code. */
export function firstFieldCodes(data: unknown): Array<[string, string]> {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([field, codes]) => {
    const first: unknown = Array.isArray(codes) ? (codes as unknown[])[0] : codes;
    return typeof first === 'string' ? [[field, first] as [string, string]] : [];
  });
}
