import { isRouteErrorResponse } from 'react-router';

/** The system page an error page shows (SPEC §2). */
export type ErrorPageType = 'notFound' | 'forbidden' | 'maintenance' | 'userBlocked';

/** SPEC §8 "maintenance status": the HTTP status of a disabled or unavailable application. */
export const MAINTENANCE_STATUS = 503;

export interface MappedError {
  type: ErrorPageType;
  details?: string;
}

function statusType(status: number): ErrorPageType | null {
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (status === MAINTENANCE_STATUS) return 'maintenance';
  return null;
}

/**
 * SPEC §2: 404 not found, 403 forbidden, maintenance status maintenance; an error whose data
 * says the user is banned, or carries any other data type, is user blocked; anything else not found.
 */
export function mapRouteError(error: unknown): MappedError {
  if (isRouteErrorResponse(error)) {
    const details = typeof error.data === 'string' && error.data ? error.data : undefined;
    const byStatus = statusType(error.status);
    if (byStatus) return { type: byStatus, details };
    return { type: dataType(error.data) ? 'userBlocked' : 'notFound', details };
  }
  if (error && typeof error === 'object') {
    const record = error as { status?: unknown; name?: unknown; data?: unknown };
    if (record.name === 'UserBanned') return { type: 'userBlocked' };
    if (record.name === 'ApplicationDisabled' || record.name === 'ApplicationUnavailable') return { type: 'maintenance' };
    if (dataType(record.data)) return { type: 'userBlocked' };
    if (typeof record.status === 'number') {
      const byStatus = statusType(record.status);
      if (byStatus) return { type: byStatus };
    }
  }
  return { type: 'notFound' };
}

function dataType(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && type ? type : null;
}
