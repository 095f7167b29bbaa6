import type { ApiError } from '@/api/errors';

/** Seconds to wait from a "Resend time is N" answer (error_data.resend_time first). */
export function resendSeconds(error: ApiError): number {
  const fromData = Number((error.data as { resend_time?: unknown } | undefined)?.resend_time);
  if (Number.isFinite(fromData) && fromData > 0) return Math.round(fromData);
  const fromText = Number(/(\d+)\s*$/.exec(error.message)?.[1]);
  return Number.isFinite(fromText) ? fromText : 0;
}
