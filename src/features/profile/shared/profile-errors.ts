import type { TFunction } from 'i18next';
import type { ApiError } from '@/api/errors';
import { firstFieldCodes } from '@/api/error-codes';

/** The call got no usable answer: offline, a hang cut by the timeout, or a server failure. */
export interface ProfileFormErrors {
  fields: Record<string, string>;
  form: string | null;
}

/** The translation key (profile namespace) of a failure that belongs to no field. */
export function generalErrorKey(error: ApiError): string {
  switch (error.name) {
    case 'NetworkError':
      return 'errors.offline';
    case 'Timeout':
      return 'errors.timeout';
    case 'TooManyRequests':
      return 'errors.tooMany';
    case 'Authorization':
      return 'errors.signedOut';
    default:
      return 'errors.failed';
  }
}

/**
 * A failed profile call as a form shows it: InvalidParameter error_data codes ({ contact: ['INVALID'] })
 * on the fields the form has (wire names may be renamed), everything else as one form message.
 * Nothing typed is touched.
 */
export function mapProfileErrors(
  error: ApiError,
  t: TFunction,
  formFields: readonly string[],
  rename: Record<string, string> = {},
): ProfileFormErrors {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  const codes = error.name === 'InvalidParameter' || error.name === 'InvalidRequest' ? firstFieldCodes(error.data) : [];
  for (const [wireField, code] of codes) {
    const field = rename[wireField] ?? wireField;
    const text = t([`profile:serverErrors.${wireField}.${code}`, `profile:serverErrors.${code}`, 'profile:serverErrors.INVALID']);
    if (formFields.includes(field)) fields[field] = text;
    else unplaced.push(text);
  }
  if (Object.keys(fields).length > 0 || unplaced.length > 0) {
    return { fields, form: unplaced.length > 0 ? unplaced.join(' ') : Object.keys(fields).length > 0 ? t('profile:errors.checkFields') : null };
  }
  return { fields, form: t(`profile:${generalErrorKey(error)}`) };
}
