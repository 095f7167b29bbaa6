import { string } from 'yup';
import type { RequisiteField } from '@/api/cashier/cashier.types';
import { cardHolderRule, emailRule, ibanRule, phoneRule, requiredRule } from '@/lib/validation/rules';

/** The Luhn (mod 10) check digit test of card numbers. */
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

/** 12 to 19 digits (spaces ignored) with a valid Luhn check digit. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** MM/YY, a real month, not in the past (a card is valid to the end of its month). */
export function isCardExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** Already translated messages of the rules that the shared validation set does not have. */
export interface RequisiteMessages {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  format: string;
}

/** A text rule with '' as its default, as every rule of lib/validation is. */
export type TextSchema = ReturnType<typeof requiredRule>;

function patternOf(source: string | null | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    // A pattern the browser cannot compile checks nothing rather than blocking every payout.
    return null;
  }
}

function test(schema: TextSchema, name: string, message: string, check: (value: string) => boolean): TextSchema {
  return schema.test({ name, message, test: (value) => !value || check(value) });
}

/**
 * The rule of one requisites field: the shared rule of its type (lib/validation), the Luhn check
 * for card numbers, then the method's own pattern when it sends one. Optional fields may stay empty.
 */
export function requisiteRule(field: RequisiteField, messages: RequisiteMessages): TextSchema {
  const required = field.required;
  let schema: TextSchema;
  switch (field.type) {
    case 'card_number':
      schema = test(required ? requiredRule() : string().default(''), 'cardNumber', messages.cardNumber, isCardNumber);
      break;
    case 'card_expiry':
      schema = test(required ? requiredRule() : string().default(''), 'cardExpiry', messages.cardExpiry, (value) => isCardExpiry(value));
      break;
    case 'card_cvv':
      schema = test(required ? requiredRule() : string().default(''), 'cardCvv', messages.cardCvv, (value) => /^\d{3,4}$/.test(value));
      break;
    case 'card_holder':
      schema = cardHolderRule({ required });
      break;
    case 'iban':
      schema = ibanRule({ required });
      break;
    case 'phone':
      schema = phoneRule({ required });
      break;
    case 'email':
      schema = emailRule({ required });
      break;
    default:
      schema = required ? requiredRule() : string().default('');
  }
  const pattern = patternOf(field.pattern);
  if (pattern) schema = test(schema, 'pattern', messages.format, (value) => pattern.test(value.trim()));
  return schema;
}
