import type { TFunction } from 'i18next';
import type { ApiError } from '@/api/errors';
import { twoFactorMessageOf } from '@/api/auth/two-factor-messages';
import { twoFactorMessageKey } from './two-factor-messages';
import { firstFieldCodes } from '@/api/error-codes';

/** A failed auth call as the form shows it: translated errors per field, and one for the whole form. */
export interface FormServerErrors {
  fields: Record<string, string>;
  form: string | null;
}

function generalKey(error: ApiError): string {
  switch (error.name) {
    case 'Authorization':
      return 'errors.credentials';
    case 'NetworkError':
      return 'errors.network';
    case 'Timeout':
      return 'errors.timeout';
    case 'TooManyRequests':
      return 'errors.tooMany';
    case 'UserBanned':
      return 'errors.banned';
    default:
      return 'errors.unknown';
  }
}

/**
 * Maps a server error onto the form: InvalidParameter error_data ({ email: ['ALREADY_EXISTS'] }) goes to
 * the fields the form has (field names may be renamed, e.g. login -> code), the two-factor messages of
 * SPEC §8 and everything else to one translated form error.
 */
export function mapServerErrors(
  error: ApiError,
  t: TFunction,
  formFields: readonly string[],
  rename: Record<string, string> = {},
): FormServerErrors {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [wireField, code] of firstFieldCodes(error.name === 'InvalidParameter' ? error.data : undefined)) {
    const text = t([`auth:serverErrors.${wireField}.${code}`, `auth:serverErrors.${code}`, 'auth:serverErrors.INVALID']);
    const field = rename[wireField] ?? wireField;
    if (formFields.includes(field)) fields[field] = text;
    else unplaced.push(text);
  }
  if (Object.keys(fields).length > 0 || unplaced.length > 0) {
    return { fields, form: unplaced.length > 0 ? unplaced.join(' ') : null };
  }
  const twoFactor = twoFactorMessageOf(error.message);
  if (twoFactor && error.name === 'Authorization') return { fields, form: t(`auth:${twoFactorMessageKey(twoFactor)}`) };
  return { fields, form: t(`auth:${generalKey(error)}`) };
}
