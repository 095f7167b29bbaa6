import type { ApiError } from '@/api/errors';

/** What a refused reset-password means for the form. */
export type ResetRefusal = 'expiredCode' | 'mismatch' | 'passwordRules' | 'other';

/**
 * Reads the auth backend's answer (Strapi users-permissions words it in `message`): an unknown,
 * used or expired code is one "Incorrect code provided", which the player reads as "the link has
 * expired or was used".
 */
export function resetRefusal(error: ApiError): ResetRefusal {
  if (error.name !== 'InvalidRequest') return 'other';
  if (/incorrect code/i.test(error.message)) return 'expiredCode';
  if (/passwords do not match/i.test(error.message)) return 'mismatch';
  if (/^password\b/i.test(error.message)) return 'passwordRules';
  return 'other';
}
