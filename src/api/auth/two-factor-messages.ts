/**
 * The five two-factor messages of SPEC §8, as the server words them: which one an answer carries.
 * Sign-in (features/auth) and the security page (features/profile) translate them in their own
 * namespaces.
 */
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
