import type { FactoryOpts } from 'imask';
import { string, type AnySchema } from 'yup';
import type { RequisiteField, RequisiteFieldType } from '@/api/cashier/cashier.types';
import { createMask } from '@/lib/masks/mask';
import { cardHolderRule, emailRule, ibanRule, phoneRule, requiredTest, textRule } from '@/lib/validation/rules';

/**
 * The input rules of each requisites field type: the shared rules of lib/validation where one
 * exists, and the card checks (Luhn, expiry not in the past, CVV) that only the cashier needs.
 * `messages` are already translated; the shared rules carry their own encoded messages.
 */
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

/** The Luhn checksum of a card number of 12 to 19 digits. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
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

const CRYPTO_ADDRESS = /^[A-Za-z0-9]{20,100}$/;

/** Input masks by type; types without one are plain text inputs. */
export const REQUISITE_MASKS: Partial<Record<RequisiteFieldType, FactoryOpts>> = {
  card_number: createMask('#### #### #### ####[ ###]'),
  card_expiry: createMask('##/##', { eager: true }),
  card_cvv: createMask('###[#]'),
};

/** How each field is typed in: input type, keyboard and autofill hints. */
export const REQUISITE_INPUTS: Record<RequisiteFieldType, { type: 'text' | 'tel' | 'email'; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; autoComplete: string }> = {
  card_number: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number' },
  card_expiry: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-exp' },
  card_cvv: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-csc' },
  card_holder: { type: 'text', autoComplete: 'cc-name' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  wallet: { type: 'text', autoComplete: 'off' },
  iban: { type: 'text', autoComplete: 'off' },
  crypto_address: { type: 'text', autoComplete: 'off' },
  text: { type: 'text', autoComplete: 'off' },
};

function patternOf(field: RequisiteField): RegExp | null {
  if (!field.pattern) return null;
  try {
    return new RegExp(field.pattern, 'u');
  } catch {
    // A pattern the browser cannot read must not block the payment; the server still checks.
    return null;
  }
}

function baseRule(field: RequisiteField, messages: RequisiteMessages, now: () => Date): AnySchema {
  const required = field.required;
  const text = () => {
    const schema = string().default('');
    return required ? schema.test(requiredTest()) : schema;
  };
  switch (field.type) {
    case 'card_number':
      return text().test({ name: 'luhn', message: messages.cardNumber, test: (value) => !value || isLuhnValid(compact(value)) });
    case 'card_expiry':
      return text().test({
        name: 'expiry',
        test(value) {
          if (!value) return true;
          const result = checkExpiry(value, now());
          if (result === 'valid') return true;
          return this.createError({ message: result === 'expired' ? messages.cardExpired : messages.cardExpiry });
        },
      });
    case 'card_cvv':
      return text().test({ name: 'cvv', message: messages.cardCvv, test: (value) => !value || /^\d{3,4}$/.test(value) });
    case 'card_holder':
      return cardHolderRule({ required });
    case 'phone':
      return phoneRule({ required });
    case 'email':
      return emailRule({ required });
    case 'iban':
      return ibanRule({ required });
    case 'wallet':
      return text().test({ name: 'wallet', message: messages.wallet, test: (value) => !value || value.trim().length >= 3 });
    case 'crypto_address':
      return text().test({ name: 'crypto', message: messages.cryptoAddress, test: (value) => !value || CRYPTO_ADDRESS.test(value.trim()) });
    case 'text':
      return textRule({ isRequired: required });
  }
}

/** The rule of one field: its type's rule plus the method's own pattern, if any. */
export function requisiteRule(field: RequisiteField, messages: RequisiteMessages, now: () => Date = () => new Date()): AnySchema {
  const pattern = patternOf(field);
  const rule = baseRule(field, messages, now);
  if (!pattern) return rule;
  return rule.test({
    name: 'pattern',
    message: messages.pattern,
    test: (value: unknown) => typeof value !== 'string' || value === '' || pattern.test(sendable(field.type, value)),
  });
}

/** The value as it is sent: card numbers and IBANs without spaces, everything trimmed. */
export function sendable(type: RequisiteFieldType, value: string): string {
  if (type === 'card_number' || type === 'iban') return compact(value).toUpperCase();
  if (type === 'card_expiry') return value.replace(/\s/g, '');
  return value.trim();
}
