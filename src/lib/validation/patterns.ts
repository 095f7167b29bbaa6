/**
 * The pure checks behind the rules of SPEC §5, usable without yup (e.g. in a slice or a mask).
 * rules.ts wraps them into yup schemas with their default messages.
 */

/** SPEC §9: password length 6 to 20, fakename at least 4, postcode up to 8 digits, code length 6. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const FAKENAME_MIN = 4;
export const POSTCODE_MAX_DIGITS = 8;
export const CONFIRMATION_CODE_LENGTH = 6;

/** Exactly one @, no whitespace, a domain of 2 or 3 non-empty labels (1 or 2 dots). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * 'international': an optional leading +, 7 to 15 digits (E.164 length) not starting with 0,
 * spaces, hyphens, dots and parentheses allowed between them. 'digits': 7 to 15 digits, nothing else.
 */
export type PhoneFormat = 'international' | 'digits';

export function isPhone(value: string, format: PhoneFormat = 'international'): boolean {
  if (format === 'digits') return /^\d{7,15}$/.test(value);
  if (!/^\+?[\d\s().-]+$/.test(value) || value.indexOf('+') > 0) return false;
  const digits = value.replace(/\D/g, '');
  return /^[1-9]\d{6,14}$/.test(digits);
}

/** SPEC §5: the login has its leading + removed before it is submitted. */
export function stripLoginPlus(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/** Letters and digits only (any script), no spaces or special characters. */
export function isFakename(value: string): boolean {
  return /^[\p{L}\p{N}]+$/u.test(value);
}

/** Characters a password may not contain besides whitespace; listed in the message. */
export const PASSWORD_FORBIDDEN_CHARS = ['<', '>', '"', "'", '`', '\\'] as const;

export function hasForbiddenPasswordChars(value: string): boolean {
  return /\s/.test(value) || PASSWORD_FORBIDDEN_CHARS.some((char) => value.includes(char));
}

/**
 * @ _ quotes ! ? # $ % ^ & * brackets | / \ < > ~ + : ; backtick (SPEC §5, name and address). The
 * apostrophe (' and ’) is not among the quotes: it is part of names and towns (O'Brien, Sant'Agata).
 */
const NAME_SYMBOLS = /[@_"«»!?#$%^&*()[\]{}|/\\<>~+:;`]/;

/**
 * The four name patterns of SPEC §5:
 * - default: no digits and none of the name symbols;
 * - lettersOnly: letters only (no commas, underscores, spaces, quotes, hyphens or other symbols);
 * - noDigitsNoSymbols: letters with spaces, hyphens, dots and apostrophes, no digits;
 * - noSymbols: as noDigitsNoSymbols but digits are allowed.
 */
export const NAME_PATTERNS = ['default', 'lettersOnly', 'noDigitsNoSymbols', 'noSymbols'] as const;
export type NamePattern = (typeof NAME_PATTERNS)[number];

export function isName(value: string, pattern: NamePattern = 'default'): boolean {
  switch (pattern) {
    case 'lettersOnly':
      return /^[\p{L}\p{M}]+$/u.test(value);
    case 'noDigitsNoSymbols':
      return /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(value);
    case 'noSymbols':
      return /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.-]*$/u.test(value);
    default:
      return !/\d/.test(value) && !NAME_SYMBOLS.test(value);
  }
}

/** The name symbols are forbidden; digits and other punctuation (, . - №) are allowed. */
export function isAddress(value: string): boolean {
  return !NAME_SYMBOLS.test(value);
}

/** Country code, check digits and 11-30 characters, spaces ignored, with the ISO 13616 mod-97 check. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Latin letters with the accented ones of the site's languages and their neighbours (Latin-1 and
 * Latin Extended-A: à é ì ñ ç ü ß ø ł ő, Latvian ā č ē ģ ī ķ ļ ņ š ū ž), Cyrillic, digits,
 * whitespace and common punctuation. × and ÷ sit among the Latin-1 letters and are left out.
 */
const TEXT = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F\u0400-\u04FF0-9\s.,!?;:'"’«»()[\]\-–—/&%№#@+*=_]*$/;

/**
 * SPEC §5's general text (towns, regions, the cashier's free-text fields). Read in composed form, so
 * a letter typed as a base letter and a combining accent (some keyboards do) counts as that letter.
 */
export function isText(value: string): boolean {
  return TEXT.test(value.normalize('NFC'));
}

/** The longest town or region the profile takes (the client's form and the mock backend alike). */
export const PLACE_NAME_MAX = 64;

/** Up to 8 digits, or the configured regex (a string from the CMS or a RegExp). */
export function isPostcode(value: string, pattern?: RegExp | string | null): boolean {
  if (pattern) return (typeof pattern === 'string' ? new RegExp(pattern) : pattern).test(value);
  return new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`).test(value);
}

export function isConfirmationCode(value: string): boolean {
  return new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`).test(value);
}

/** Letters, spaces and . ' - */
export function isCardHolder(value: string): boolean {
  return /^[\p{L}\p{M} .'’-]+$/u.test(value) && /\p{L}/u.test(value);
}

/** Digits only, no leading zero. */
export function isSumFormat(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

/**
 * SPEC §5: an address-like icon value must contain svg; otherwise the check fails and the caller shows
 * the value as an object (e.g. a fallback icon) instead of loading it.
 */
export type IconCheck = { ok: true; src: string } | { ok: false; value: unknown };

export function checkIcon(value: unknown): IconCheck {
  return typeof value === 'string' && value.toLowerCase().includes('svg') ? { ok: true, src: value } : { ok: false, value };
}

/** Custom rule: a regex that must match, or a function whose result must be truthy. */
export type CustomCheck = RegExp | ((value: unknown) => unknown);

export function passesCustom(check: CustomCheck, value: unknown): boolean {
  if (check instanceof RegExp) {
    check.lastIndex = 0;
    return check.test(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  }
  return Boolean(check(value));
}
