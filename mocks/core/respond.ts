import { HttpResponse } from 'msw';
import { ERROR_STATUS, errorBody, type ServerErrorType } from '@/api/errors';

/** Main-API success envelope: { data }. Lists go in as { items }. */
export function dataResponse(data: unknown): Response {
  return HttpResponse.json({ data });
}

/**
 * Main-API failure: { error: { type: 'XException', message, error_data? } } with the catalogue's
 * status, or `status` (200 for a refusal the site shows in place, api-method.ts `refuse`).
 */
export function errorResponse(type: ServerErrorType, message: string, errorData?: unknown, status: number = ERROR_STATUS[type]): Response {
  return HttpResponse.json(errorBody(type, message, errorData), { status });
}
