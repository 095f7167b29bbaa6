import { object, string, type AnySchema, type ObjectSchema, type AnyObject } from 'yup';
import type { RequisiteField, RequisiteFieldType, SavedRequisite } from '@/api/cashier/cashier.types';
import { cardHolderRule, emailRule, ibanRule, phoneRule, requiredTest, textRule } from '@/lib/validation/rules';

/**
 * The input rules of each requisites field type, for deposits and withdrawals alike: the shared rules
 * of lib/validation where one exists, and the checks only the cashier needs (Luhn, expiry not in the
 * past, CVV, wallet, crypto address, the method's own pattern). Form values are kept as the player
 * sees them (with the mask's spaces); `sendable` gives what travels.
 */

/** Already translated messages of the checks that lib/validation does not have (see requisite-texts.ts). */
export interface RequisiteMessages {
  cardNumber: string;
  cardExpiry: string;
  cardExpired: string;
  cardCvv: string;
  wallet: string;
  cryptoAddress: string;
  pattern: string;
}

/** Spaces and hyphens out: how card numbers and IBANs travel. */
export function compact(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces and hyphens ignored) with a valid Luhn check digit. */
export function isCardNumber(value: string): boolean {
  const digits = compact(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** 'MM/YY' -> 'valid' | 'expired' | 'invalid'; a card is good through the last day of its month. */
export function checkExpiry(value: string, now: Date = new Date()): 'valid' | 'expired' | 'invalid' {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.replace(/\s/g, ''));
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current ? 'valid' : 'expired';
}

export function isCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** An e-wallet account (an email or a phone number): at least something that can name one. */
export function isWallet(value: string): boolean {
  return value.trim().length >= 3;
}

const CRYPTO_ADDRESS = /^[A-Za-z0-9]{20,100}$/;

export function isCryptoAddress(value: string): boolean {
  return CRYPTO_ADDRESS.test(value.trim());
}

/** The value as it is sent: card numbers and IBANs without spaces (upper-case), expiry without spaces, the rest trimmed. */
export function sendable(type: RequisiteFieldType, value: string): string {
  if (type === 'card_number' || type === 'iban') return compact(value).toUpperCase();
  if (type === 'card_expiry') return value.replace(/\s/g, '');
  return value.trim();
}

function patternOf(field: RequisiteField): RegExp | null {
  if (!field.pattern) return null;
  try {
    return new RegExp(field.pattern, 'u');
  } catch {
    // A pattern the browser cannot read must not block the payment; the server still checks.
    return null;
  }
}

function typeRule(field: RequisiteField, messages: RequisiteMessages, now: () => Date): AnySchema {
  const required = field.required;
  const text = (name: string, message: string, check: (value: string) => boolean) => {
    const schema = string().default('');
    return (required ? schema.test(requiredTest()) : schema).test({ name, message, test: (value) => !value || check(value) });
  };
  switch (field.type) {
    case 'card_number':
      return text('cardNumber', messages.cardNumber, isCardNumber);
    case 'card_expiry':
      return (required ? string().default('').test(requiredTest()) : string().default('')).test({
        name: 'cardExpiry',
        test(value) {
          if (!value) return true;
          const result = checkExpiry(value, now());
          if (result === 'valid') return true;
          return this.createError({ message: result === 'expired' ? messages.cardExpired : messages.cardExpiry });
        },
      });
    case 'card_cvv':
      return text('cardCvv', messages.cardCvv, isCvv);
    case 'card_holder':
      return cardHolderRule({ required });
    case 'phone':
      return phoneRule({ required });
    case 'email':
      return emailRule({ required });
    case 'iban':
      return ibanRule({ required });
    case 'wallet':
      return text('wallet', messages.wallet, isWallet);
    case 'crypto_address':
      return text('cryptoAddress', messages.cryptoAddress, isCryptoAddress);
    case 'text':
      return textRule({ isRequired: required });
  }
}

/** The rule of one field: its type's rule, then the method's own pattern (checked on the value as sent), if any. */
export function requisiteRule(field: RequisiteField, messages: RequisiteMessages, now: () => Date = () => new Date()): AnySchema {
  const rule = typeRule(field, messages, now);
  const pattern = patternOf(field);
  if (!pattern) return rule;
  return rule.test({
    name: 'pattern',
    message: messages.pattern,
    test: (value: unknown) => typeof value !== 'string' || value === '' || pattern.test(sendable(field.type, value)),
  });
}

/**
 * The rules of a method's requisites, keyed by field name. With saved requisites picked nothing is
 * checked here: they travel by id and are the server's to check.
 */
export function requisitesSchema(
  fields: readonly RequisiteField[],
  messages: RequisiteMessages,
  saved?: SavedRequisite,
  now?: () => Date,
): ObjectSchema<AnyObject> {
  if (saved) return object({});
  return object(Object.fromEntries(fields.map((field) => [field.name, requisiteRule(field, messages, now)])));
}
