import type { ApiError } from '@/api/errors';

/** The two-factor messages of SPEC §8; each has a key under profile:twoFactor.errors. */
export type TwoFactorMessage = 'required' | 'resend' | 'invalid' | 'format' | 'expired';

const PATTERNS: ReadonlyArray<[TwoFactorMessage, RegExp]> = [
  ['required', /two_factor_auth is enable/i],
  ['resend', /resend time is/i],
  ['invalid', /two_factor_auth: code is invalid/i],
  ['format', /the code must contain 6 digits/i],
  ['expired', /time expired/i],
];

export function twoFactorMessageOf(message: string | undefined): TwoFactorMessage | null {
  if (!message) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}

/** Seconds to wait from a "Resend time is N" answer (error_data.resend_time first). */
export function resendSeconds(error: ApiError): number {
  const fromData = Number((error.data as { resend_time?: unknown } | undefined)?.resend_time);
  if (Number.isFinite(fromData) && fromData > 0) return Math.round(fromData);
  const fromText = Number(/(\d+)\s*$/.exec(error.message)?.[1]);
  return Number.isFinite(fromText) ? fromText : 0;
}
