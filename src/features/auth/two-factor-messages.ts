import type { ApiError } from '@/api/errors';
import { type TwoFactorMessage, twoFactorMessageOf } from '@/api/auth/two-factor-messages';

/** The translation key of a two-factor message (auth namespace). */
export function twoFactorMessageKey(kind: TwoFactorMessage): string {
  return `twoFactor.errors.${kind}`;
}

/**
 * SPEC §4: an Authorization error saying two-factor is on, or that a resend time applies, starts
 * (or continues) the two-factor step. Answers the waiting time in seconds, or null otherwise.
 */
export function twoFactorChallenge(error: ApiError): { resend_time: number } | null {
  if (error.name !== 'Authorization') return null;
  const kind = twoFactorMessageOf(error.message);
  if (kind !== 'required' && kind !== 'resend') return null;
  const data = error.data as { resend_time?: unknown } | undefined;
  const fromData = Number(data?.resend_time);
  const fromText = Number(/(\d+)\s*$/.exec(error.message)?.[1]);
  const seconds = Number.isFinite(fromData) && fromData >= 0 ? fromData : Number.isFinite(fromText) ? fromText : 0;
  return { resend_time: Math.round(seconds) };
}
