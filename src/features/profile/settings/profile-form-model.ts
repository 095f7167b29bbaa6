import { object, string, type AnySchema } from 'yup';
import type { PersonalDataField, ProfileFieldName } from '@/api/account/account-profile.contract';
import type { ProfileInfo } from '@/api/account/account.types';
import { validationMessage } from '@/lib/validation/messages';
import { PLACE_NAME_MAX } from '@/lib/validation/patterns';
import { addressRule, customRule, dateRule, nameRule, postcodeRule, requiredRule, sexRule, textRule } from '@/lib/validation/rules';

export type ProfileValues = Record<ProfileFieldName, string>;

/** SPEC §3: document_number is a CPF (###.###.###-##). */
export const DOCUMENT_PATTERN = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
export const DOCUMENT_MASK = '###.###.###-##';
export const DATE_MASK = '##.##.####';
/** The oldest birth date accepted. */
export const BIRTH_DATE_MIN = '01.01.1900';

/** The latest birth date of an adult (18 on `today`). */
export function adultBirthDateMax(today = new Date()): Date {
  return new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
}

/** The form's values from the saved profile (sex 0 = not chosen; country by its code). */
export function profileValues(profile: ProfileInfo | undefined): ProfileValues {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    sex: profile && profile.sex > 0 ? String(profile.sex) : '',
    birth_date: profile?.birth_date ?? '',
    document_number: profile?.document_number ?? '',
    country: profile?.country_code ?? '',
    region: profile?.region ?? '',
    home_town: profile?.home_town ?? '',
    address: profile?.address ?? '',
    postcode: profile?.postcode ?? '',
  };
}

/** The rule of one field (SPEC §5), required as the server's field list says. */
function ruleFor(field: PersonalDataField): AnySchema {
  const required = field.is_required;
  switch (field.name) {
    case 'first_name':
    case 'last_name':
      return nameRule({ required });
    case 'region':
    case 'home_town':
      return textRule({ isRequired: required, maxLength: PLACE_NAME_MAX });
    case 'address':
      return addressRule({ required });
    case 'postcode':
      return postcodeRule({ required, pattern: field.pattern ?? null });
    case 'sex':
      return required ? sexRule() : string().default('');
    case 'birth_date':
      return dateRule({ required, min: BIRTH_DATE_MIN, max: adultBirthDateMax() });
    case 'document_number':
      return customRule(DOCUMENT_PATTERN, { required, message: validationMessage('wrongField') });
    case 'country':
      return required ? requiredRule() : string().default('');
  }
}

/** The yup schema of the fields this site asks for. */
export function profileSchema(fields: readonly PersonalDataField[]) {
  return object(Object.fromEntries(fields.map((field) => [field.name, ruleFor(field)])));
}

/** What saveProfileInfo gets: every asked field, trimmed. */
export function profileParams(values: ProfileValues, fields: readonly PersonalDataField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()]));
}
