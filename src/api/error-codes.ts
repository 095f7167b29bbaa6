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
