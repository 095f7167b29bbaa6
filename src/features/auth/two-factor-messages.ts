import type { ApiError } from '@/api/errors';

/** The two-factor messages of SPEC §8 and the auth-namespace key that translates each. */
export type TwoFactorMessage = 'required' | 'resend' | 'invalid' | 'format' | 'expired';

const PATTERNS: ReadonlyArray<[TwoFactorMessage, RegExp]> = [
  ['required', /two_factor_auth is enable/i],
  ['resend', /resend time is/i],
  ['invalid', /two_factor_auth: code is invalid/i],
  ['format', /the code must contain 6 digits/i],
  ['expired', /time expired/i],
];

/** Which of the five server messages this is, or null for any other text. */
export function twoFactorMessageOf(message: string | undefined): TwoFactorMessage | null {
  if (!message) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}

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
