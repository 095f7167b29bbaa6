/**
 * Every rule of SPEC §5 as a yup schema with its default message (the one set of validation rules).
 *
 *   const schema = object({
 *     email: emailRule(),
 *     password: passwordRule(),
 *     passwordRepeat: passwordRepeatRule('password'),
 *     nickname: fakenameRule(),
 *     phone: phoneRule({ format: 'international' }),
 *     promo: promoCodeRule(),
 *     terms: checkboxRule(),
 *   });
 *
 * Messages are encoded keys of the `validation` namespace (see messages.ts); the form fields translate
 * them. Every builder takes `message` to replace its main message (e.g. a text configured in the CMS).
 * String rules are required by default (`required: false` makes an empty value pass). Extra length
 * limits: `emailRule().test(maxLengthTest(64))`.
 */
import { boolean, mixed, string, type TestConfig } from 'yup';
import { checkDate, type DateBound, toDateBound } from './date';
import { substitutePlaceholders, validationMessage } from './messages';
import {
  checkIcon,
  FAKENAME_MIN,
  hasForbiddenPasswordChars,
  isAddress,
  isCardHolder,
  isConfirmationCode,
  isEmail,
  isFakename,
  isIban,
  isName,
  isPhone,
  isPostcode,
  isText,
  passesCustom,
  PASSWORD_FORBIDDEN_CHARS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type CustomCheck,
  type NamePattern,
  type PhoneFormat,
} from './patterns';
import { sumError, type SumBounds } from './sum';
import { formatDate } from '@/lib/format/format';

export interface RuleOptions {
  /** Default true: an empty value fails with 'Field is required'. */
  required?: boolean;
  /** Replaces the rule's main message (a translation-encoded or plain string). */
  message?: string;
}

type Maybe = string | null | undefined;

/** Whether a form value counts as filled in (whitespace-only text does not). */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return value !== undefined && value !== null && value !== false;
}

/** The required test on its own, to add to any schema. */
export function requiredTest(message?: string): TestConfig<unknown> {
  return { name: 'required', message: message ?? validationMessage('required'), test: isFilled };
}

function textBase(required = true) {
  const schema = string().default('');
  return required ? schema.test(requiredTest()) : schema;
}

/** A test that skips empty values (required decides those). */
function patternTest(name: string, message: string, check: (value: string) => boolean): TestConfig<Maybe> {
  return { name, message, test: (value) => !value || check(value) };
}

export function requiredRule(message?: string) {
  return string().default('').test(requiredTest(message));
}

/** 'Min length is {{min}}'; a configured message may use $$min$$. */
export function minLengthTest(min: number, message?: string): TestConfig<Maybe> {
  const text = message ? substitutePlaceholders(message, { min }) : validationMessage('minLength', { min });
  return { name: 'minLength', message: text, test: (value) => !value || value.length >= min };
}

/** 'Max length is {{max}}'; a configured message may use $$max$$. */
export function maxLengthTest(max: number, message?: string): TestConfig<Maybe> {
  const text = message ? substitutePlaceholders(message, { max }) : validationMessage('maxLength', { max });
  return { name: 'maxLength', message: text, test: (value) => !value || value.length <= max };
}

const numeric = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[\s,]/g, '')) : Number.NaN;
  return Number.isFinite(number) ? number : Number.NaN;
};

/** 'Min value is {{min}}' for numbers and numeric strings; empty passes. */
export function minValueTest(min: number, message?: string): TestConfig<unknown> {
  const text = message ? substitutePlaceholders(message, { min }) : validationMessage('minValue', { min });
  return { name: 'minValue', message: text, test: (value) => numeric(value) === null || (numeric(value) as number) >= min };
}

/** 'Max value is {{max}}' for numbers and numeric strings; empty passes. */
export function maxValueTest(max: number, message?: string): TestConfig<unknown> {
  const text = message ? substitutePlaceholders(message, { max }) : validationMessage('maxValue', { max });
  return { name: 'maxValue', message: text, test: (value) => numeric(value) === null || (numeric(value) as number) <= max };
}

export function emailRule({ required = true, message }: RuleOptions = {}) {
  return textBase(required).test(patternTest('email', message ?? validationMessage('email'), isEmail));
}

export function phoneRule({ required = true, message, format = 'international' }: RuleOptions & { format?: PhoneFormat } = {}) {
  return textBase(required).test(patternTest('phone', message ?? validationMessage('phone'), (value) => isPhone(value, format)));
}

/** A login that is an email (when it holds an @) or a phone number; strip its + with stripLoginPlus. */
export function loginRule({ required = true, format = 'international' }: Omit<RuleOptions, 'message'> & { format?: PhoneFormat } = {}) {
  return textBase(required).test({
    name: 'login',
    test(value) {
      if (!value) return true;
      if (value.includes('@')) return isEmail(value.trim()) || this.createError({ message: validationMessage('email') });
      return isPhone(value.trim(), format) || this.createError({ message: validationMessage('phone') });
    },
  });
}

export function fakenameRule({ required = true, message }: RuleOptions = {}) {
  return textBase(required)
    .test(minLengthTest(FAKENAME_MIN))
    .test(patternTest('fakename', message ?? validationMessage('fakename'), isFakename));
}

/** Required, no spaces or < > " ' ` \ (listed in the message), 6 to 20 characters. */
export function passwordRule({ required = true, message, min = PASSWORD_MIN, max = PASSWORD_MAX }: RuleOptions & { min?: number; max?: number } = {}) {
  const forbidden = message ?? validationMessage('passwordForbidden', { chars: PASSWORD_FORBIDDEN_CHARS.join(' ') });
  return textBase(required)
    .test(patternTest('password', forbidden, (value) => !hasForbiddenPasswordChars(value)))
    .test(minLengthTest(min))
    .test(maxLengthTest(max));
}

/** The repeated password: required and equal to the sibling field `passwordField`. */
export function passwordRepeatRule(passwordField = 'password', { message }: Omit<RuleOptions, 'required'> = {}) {
  return textBase(true).test({
    name: 'passwordMismatch',
    message: message ?? validationMessage('passwordMismatch'),
    test(value) {
      const parent = this.parent as Record<string, unknown> | undefined;
      return !value || value === parent?.[passwordField];
    },
  });
}

export function nameRule({ required = true, message, pattern = 'default' }: RuleOptions & { pattern?: NamePattern } = {}) {
  return textBase(required).test(patternTest('name', message ?? validationMessage('name'), (value) => isName(value, pattern)));
}

export function addressRule({ required = true, message }: RuleOptions = {}) {
  return textBase(required).test(patternTest('address', message ?? validationMessage('address'), isAddress));
}

export function ibanRule({ required = true, message }: RuleOptions = {}) {
  return textBase(required).test(patternTest('iban', message ?? validationMessage('iban'), isIban));
}

/** dd.mm.yyyy (or yyyy-mm-dd) with only digits and , . ' - ; a four-digit year; within min and max. */
export function dateRule({ required = true, message, min, max }: RuleOptions & { min?: DateBound; max?: DateBound } = {}) {
  return textBase(required).test({
    name: 'date',
    test(value) {
      if (!value) return true;
      const result = checkDate(value, min, max);
      if (result === 'ok') return true;
      if (result === 'beforeMin') {
        return this.createError({ message: message ?? validationMessage('dateMin', { min: formatDate(toDateBound(min) as Date) }) });
      }
      if (result === 'afterMax') {
        return this.createError({ message: message ?? validationMessage('dateMax', { max: formatDate(toDateBound(max) as Date) }) });
      }
      return this.createError({ message: message ?? validationMessage('date') });
    },
  });
}

/** Deposit and withdrawal sums: digits only, no leading zero, within min and max (see sum.ts). */
export function sumRule(bounds: SumBounds = {}, { message }: Omit<RuleOptions, 'required'> = {}) {
  return mixed<string | number>()
    .test(requiredTest())
    .test({
      name: 'sum',
      test(value) {
        if (!isFilled(value)) return true;
        const error = sumError(value, bounds);
        return error === null ? true : this.createError({ message: message ?? error });
      },
    });
}

/** Must be set (any non-empty choice). */
export function sexRule({ message }: Omit<RuleOptions, 'required'> = {}) {
  return string().default('').test(requiredTest(message ?? validationMessage('sex')));
}

/** Free text: required unless isRequired is false; Latin, Cyrillic and Latvian letters and punctuation. */
export function textRule({ isRequired = true, message, maxLength }: Omit<RuleOptions, 'required'> & { isRequired?: boolean; maxLength?: number } = {}) {
  const schema = textBase(isRequired).test(patternTest('text', message ?? validationMessage('text'), isText));
  return maxLength === undefined ? schema : schema.test(maxLengthTest(maxLength));
}

/** Up to 8 digits, or the configured regex. */
export function postcodeRule({ required = true, message, pattern }: RuleOptions & { pattern?: RegExp | string | null } = {}) {
  return textBase(required).test(patternTest('postcode', message ?? validationMessage('postcode'), (value) => isPostcode(value, pattern)));
}

/** Required, exactly 6 digits. */
export function confirmationCodeRule({ message }: Omit<RuleOptions, 'required'> = {}) {
  return textBase(true).test(patternTest('code', message ?? validationMessage('code'), isConfirmationCode));
}

export function cardHolderRule({ required = true, message }: RuleOptions = {}) {
  return textBase(required).test(patternTest('cardHolder', message ?? validationMessage('cardHolder'), isCardHolder));
}

/** Always valid locally; the server decides. */
export function promoCodeRule() {
  return string().default('');
}

/** Must be checked (true). */
export function checkboxRule({ message }: Omit<RuleOptions, 'required'> = {}) {
  return boolean()
    .default(false)
    .test({ name: 'checkbox', message: message ?? validationMessage('checkbox'), test: (value) => value === true });
}

/** A regex that must match or a function whose result must be truthy. */
export function customRule(check: CustomCheck, { required = false, message }: RuleOptions = {}) {
  return mixed()
    .test(required ? requiredTest() : { name: 'optional', test: () => true })
    .test({ name: 'custom', message: message ?? validationMessage('custom'), test: (value) => (!required && !isFilled(value)) || passesCustom(check, value) });
}

/**
 * An icon address must contain svg.
 * @internal a seam for tests
 */
export function iconRule({ required = true, message }: RuleOptions = {}) {
  return mixed()
    .test(required ? requiredTest() : { name: 'optional', test: () => true })
    .test({ name: 'icon', message: message ?? validationMessage('icon'), test: (value) => !isFilled(value) || checkIcon(value).ok });
}
