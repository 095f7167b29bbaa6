/**
 * Validation messages travel through yup and Formik as plain strings (Formik's error type), so a message
 * carries its translation key and parameters in one encoded string and is translated at render time:
 *
 *   validationMessage('minLength', { min: 6 })  ->  'validation:minLength|{"min":6}'
 *   translateValidationMessage(t, error)         ->  'Min length is 6' (in the current language)
 *
 * Any other string (a server message, a message configured in the CMS) passes through unchanged, so
 * `setErrors({ email: 'Already taken' })` shows exactly that text.
 */
import type { TFunction } from 'i18next';

export const VALIDATION_NS = 'validation';

/** Every message key of the `validation` namespace; English defaults are in DEFAULT_MESSAGES. */
export type ValidationMessageKey =
  | 'required'
  | 'email'
  | 'minLength'
  | 'maxLength'
  | 'phone'
  | 'fakename'
  | 'password'
  | 'passwordForbidden'
  | 'passwordMismatch'
  | 'name'
  | 'address'
  | 'iban'
  | 'date'
  | 'dateMin'
  | 'dateMax'
  | 'minValue'
  | 'maxValue'
  | 'wrongField'
  | 'sumRange'
  | 'sex'
  | 'text'
  | 'postcode'
  | 'code'
  | 'cardHolder'
  | 'checkbox'
  | 'custom'
  | 'icon';

export type MessageParams = Record<string, string | number>;

/** English defaults (SPEC §5); locales/en/validation.json holds the same texts. */
export const DEFAULT_MESSAGES: Record<ValidationMessageKey, string> = {
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is {{min}}',
  maxLength: 'Max length is {{max}}',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  passwordForbidden: 'Wrong password: do not use spaces or {{chars}}',
  passwordMismatch: 'Passwords do not match',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  date: 'Wrong date',
  dateMin: 'The date must not be earlier than {{min}}',
  dateMax: 'The date must not be later than {{max}}',
  minValue: 'Min value is {{min}}',
  maxValue: 'Max value is {{max}}',
  wrongField: 'Wrong field value',
  sumRange: 'Amount must be from {{min}} to {{max}}',
  sex: 'Please choose one',
  text: 'Wrong symbols in text',
  postcode: 'Wrong postcode',
  code: 'The code must be 6 digits',
  cardHolder: 'Wrong card holder name',
  checkbox: 'This box must be checked',
  custom: 'Wrong value',
  icon: 'Wrong icon',
};

const SEPARATOR = '|';
const ENCODED = /^validation:([A-Za-z]+)(?:\|(\{.*\}))?$/s;

/** Encodes a validation key and its parameters into one Formik-friendly string. */
export function validationMessage(key: ValidationMessageKey, params?: MessageParams): string {
  const base = `${VALIDATION_NS}:${key}`;
  return params && Object.keys(params).length > 0 ? `${base}${SEPARATOR}${JSON.stringify(params)}` : base;
}

/** The key and parameters of an encoded message, or null for a plain text message. */
export function parseValidationMessage(message: string): { key: ValidationMessageKey; params: MessageParams } | null {
  const match = ENCODED.exec(message);
  if (!match || !(match[1] in DEFAULT_MESSAGES)) return null;
  let params: MessageParams = {};
  if (match[2]) {
    try {
      params = JSON.parse(match[2]) as MessageParams;
    } catch {
      return null;
    }
  }
  return { key: match[1] as ValidationMessageKey, params };
}

/**
 * Fills the `$$name$$` placeholders of a message configured in the CMS (SPEC §5 writes defaults as
 * 'Min length is $$min$$'). Unknown placeholders stay as they are.
 */
export function substitutePlaceholders(text: string, params: MessageParams): string {
  return text.replace(/\$\$(\w+)\$\$/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text to show for an error: translated when encoded, unchanged otherwise. */
export function translateValidationMessage(t: TFunction, message: string | undefined | null): string {
  if (!message) return '';
  const parsed = parseValidationMessage(message);
  if (!parsed) return message;
  return t(`${VALIDATION_NS}:${parsed.key}`, { ...parsed.params, defaultValue: DEFAULT_MESSAGES[parsed.key] });
}
