import { HttpResponse } from 'msw';
import { ERROR_STATUS, errorBody, type ServerErrorType } from '@/api/errors';

/** Main-API success envelope: { data }. Lists go in as { items }. */
export function dataResponse(data: unknown): Response {
  return HttpResponse.json({ data });
}

/** Main-API failure: the catalogue's status and { error: { type: 'XException', message, error_data? } }. */
export function errorResponse(type: ServerErrorType, message: string, errorData?: unknown): Response {
  return HttpResponse.json(errorBody(type, message, errorData), { status: ERROR_STATUS[type] });
}
