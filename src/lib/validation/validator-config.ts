/**
 * The configurable validator list and the registration field toggles of the content configuration
 * (SPEC §5: "A configurable validator list exists (rules not shown). Configuration can hide or show
 * registration fields, promo code, terms and notification defaults.").
 *
 * validatorConfig entries (cms-config `validatorConfig`, a Strapi repeatable component):
 *   { field: 'first_name', pattern: 'noSymbols' }                    // picks one of the name patterns
 *   { field: 'nickname', rule: 'minLength', value: 5, message: 'At least $$min$$' }
 *   { field: 'zip', rule: 'custom', value: '^LV-\\d{4}$', form: 'profile' }
 * Supported rules: required, minLength, maxLength, minValue, maxValue, email, phone, name, address, iban,
 * date, text, postcode, code, cardHolder, fakename, custom (value: a regex source). Unknown rules and
 * broken regexes are ignored. `form` limits an entry to one form.
 *
 *   const schema = applyValidatorConfig(signUpSchema(), cmsConfig.validatorConfig, { form: 'registration' });
 *   nameRule({ pattern: namePatternFor(cmsConfig.validatorConfig, 'first_name') });
 *   const toggles = registrationFieldToggles(cmsConfig.forms);   // { promoCode: true, terms: true, ... }
 */
import { isSchema, type AnyObjectSchema, type Schema, type TestConfig } from 'yup';
import { validationMessage, type ValidationMessageKey } from './messages';
import {
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
  NAME_PATTERNS,
  type NamePattern,
  type PhoneFormat,
} from './patterns';
import { parseDateInput } from './date';
import { maxLengthTest, maxValueTest, minLengthTest, minValueTest, requiredTest } from './rules';

export interface ValidatorConfigEntry {
  field: string;
  rule: string | null;
  pattern: string | null;
  value: string | number | null;
  message: string | null;
  form: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The well-formed entries of a raw validatorConfig list. */
export function parseValidatorConfig(list: unknown): ValidatorConfigEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const entry = raw as Record<string, unknown>;
    const field = text(entry.field);
    if (!field) return [];
    const value = typeof entry.value === 'number' || typeof entry.value === 'string' ? entry.value : null;
    return [{ field, rule: text(entry.rule), pattern: text(entry.pattern), value, message: text(entry.message), form: text(entry.form) }];
  });
}

type StringCheck = (value: string) => boolean;
const PATTERN_RULES: Record<string, [ValidationMessageKey, StringCheck]> = {
  email: ['email', isEmail],
  phone: ['phone', (value) => isPhone(value)],
  name: ['name', (value) => isName(value)],
  address: ['address', isAddress],
  iban: ['iban', isIban],
  date: ['date', (value) => parseDateInput(value) !== null],
  text: ['text', isText],
  postcode: ['postcode', (value) => isPostcode(value)],
  code: ['code', isConfirmationCode],
  cardHolder: ['cardHolder', isCardHolder],
  fakename: ['fakename', isFakename],
};

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** The yup test one entry adds, or null when the entry adds none (pattern choices, unknown rules). */
export function configuredTest(entry: ValidatorConfigEntry): TestConfig<unknown> | null {
  const message = entry.message ?? undefined;
  const number = entry.value === null ? Number.NaN : Number(entry.value);
  const asText = (check: StringCheck) => (value: unknown) =>
    value === undefined || value === null || value === '' || ((typeof value === 'string' || typeof value === 'number') && check(String(value)));
  switch (entry.rule) {
    case 'required':
      return requiredTest(message);
    case 'minLength':
      return Number.isFinite(number) ? (minLengthTest(number, message) as TestConfig<unknown>) : null;
    case 'maxLength':
      return Number.isFinite(number) ? (maxLengthTest(number, message) as TestConfig<unknown>) : null;
    case 'minValue':
      return Number.isFinite(number) ? minValueTest(number, message) : null;
    case 'maxValue':
      return Number.isFinite(number) ? maxValueTest(number, message) : null;
    case 'custom':
    case 'regex': {
      const regex = typeof entry.value === 'string' ? safeRegExp(entry.value) : null;
      if (!regex) return null;
      return { name: 'configCustom', message: message ?? validationMessage('custom'), test: asText((value) => regex.test(value)) };
    }
    default: {
      const known = entry.rule ? PATTERN_RULES[entry.rule] : undefined;
      if (!known) return null;
      const [key, check] = known;
      return { name: `config-${entry.rule}`, message: message ?? validationMessage(key), test: asText(check) };
    }
  }
}

function entriesFor(list: unknown, form?: string): ValidatorConfigEntry[] {
  return parseValidatorConfig(list).filter((entry) => !entry.form || !form || entry.form === form);
}

/** The object schema with the configured tests added to the fields it has; other entries are ignored. */
export function applyValidatorConfig<S extends AnyObjectSchema>(schema: S, list: unknown, { form }: { form?: string } = {}): S {
  const changed: Record<string, Schema> = {};
  for (const entry of entriesFor(list, form)) {
    const current = changed[entry.field] ?? (schema.fields as Record<string, unknown>)[entry.field];
    const test = configuredTest(entry);
    if (!test || !isSchema(current)) continue;
    changed[entry.field] = current.test(test);
  }
  return (Object.keys(changed).length > 0 ? schema.shape(changed) : schema) as S;
}

/**
 * The name pattern configured for a field (SPEC §5's four name patterns), 'default' otherwise.
 * @internal a seam for tests
 */
export function namePatternFor(list: unknown, field: string, { form }: { form?: string } = {}): NamePattern {
  const entry = entriesFor(list, form).find((item) => item.field === field && item.pattern);
  return entry && (NAME_PATTERNS as readonly string[]).includes(entry.pattern as string) ? (entry.pattern as NamePattern) : 'default';
}

/** Which registration fields are shown, and the defaults of the optional ones. */
export interface RegistrationFieldToggles {
  email: boolean;
  phone: boolean;
  phoneFormat: PhoneFormat;
  passwordRepeat: boolean;
  currency: boolean;
  fakename: boolean;
  promoCode: boolean;
  terms: boolean;
  /** The "send me news" checkbox is shown... */
  notifications: boolean;
  /** ...and starts checked. */
  notificationsDefault: boolean;
}

export const DEFAULT_REGISTRATION_TOGGLES: RegistrationFieldToggles = {
  email: true,
  phone: false,
  phoneFormat: 'international',
  passwordRepeat: true,
  currency: true,
  fakename: false,
  promoCode: true,
  terms: true,
  notifications: true,
  notificationsDefault: false,
};

const FLAG_KEYS: Record<Exclude<keyof RegistrationFieldToggles, 'phoneFormat'>, string> = {
  email: 'showEmail',
  phone: 'showPhone',
  passwordRepeat: 'showPasswordRepeat',
  currency: 'showCurrency',
  fakename: 'showFakename',
  promoCode: 'showPromoCode',
  terms: 'showTerms',
  notifications: 'showNotifications',
  notificationsDefault: 'notificationsDefault',
};

/**
 * Reads `forms.registration` of the content configuration (flattened): `showEmail`, `showPhone`,
 * `phoneFormat`, `showPasswordRepeat`, `showCurrency`, `showFakename`, `showPromoCode`, `showTerms`,
 * `showNotifications`, `notificationsDefault`. Missing flags keep the defaults; a form always keeps a
 * login field, so hiding both email and phone shows the email.
 */
export function registrationFieldToggles(forms: unknown): RegistrationFieldToggles {
  const section = forms && typeof forms === 'object' ? (forms as Record<string, unknown>).registration : undefined;
  const raw = section && typeof section === 'object' ? (section as Record<string, unknown>) : {};
  const toggles = { ...DEFAULT_REGISTRATION_TOGGLES };
  for (const [key, cmsKey] of Object.entries(FLAG_KEYS) as Array<[keyof typeof FLAG_KEYS, string]>) {
    if (typeof raw[cmsKey] === 'boolean') toggles[key] = raw[cmsKey];
  }
  if (raw.phoneFormat === 'digits' || raw.phoneFormat === 'international') toggles.phoneFormat = raw.phoneFormat;
  if (!toggles.email && !toggles.phone) toggles.email = true;
  return toggles;
}
