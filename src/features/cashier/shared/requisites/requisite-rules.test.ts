import type { RequisiteField, SavedRequisite } from '@/api/cashier/cashier.types';
import {
  checkExpiry,
  compact,
  isCardNumber,
  isCryptoAddress,
  isCvv,
  isWallet,
  passesLuhn,
  requisiteRule,
  requisitesSchema,
  sendable,
} from './requisite-rules';
import { TEST_REQUISITE_MESSAGES as messages } from './requisite-test-messages';

const field = (type: RequisiteField['type'], extra: Partial<RequisiteField> = {}): RequisiteField => ({ name: type, type, required: true, ...extra });
const may = new Date(2026, 4, 20);

/** The first error of one field's rule, or null. */
function errorOf(item: RequisiteField, value: string): string | null {
  try {
    requisiteRule(item, messages, () => may).validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('card checks', () => {
  it('checks the Luhn digit of digits only', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('takes card numbers of 12 to 19 digits with a valid Luhn digit, spaces and hyphens ignored', () => {
    expect(isCardNumber('4000 0000 0000 3220')).toBe(true);
    expect(isCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isCardNumber('424242424242')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4242 428')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('42424242424')).toBe(false);
    expect(isCardNumber('42424242424242424242')).toBe(false);
    expect(isCardNumber('•••• 4242')).toBe(false);
  });

  it('accepts an expiry up to the end of its month and tells an expired card from a wrong date', () => {
    expect(checkExpiry('05/26', may)).toBe('valid');
    expect(checkExpiry('12 / 30', may)).toBe('valid');
    expect(checkExpiry('04/26', may)).toBe('expired');
    expect(checkExpiry('01/20', may)).toBe('expired');
    expect(checkExpiry('13/30', may)).toBe('invalid');
    expect(checkExpiry('00/30', may)).toBe('invalid');
    expect(checkExpiry('0530', may)).toBe('invalid');
    expect(checkExpiry('5/30', may)).toBe('invalid');
  });

  it('takes a CVV of 3 or 4 digits', () => {
    expect(isCvv('123')).toBe(true);
    expect(isCvv('1234')).toBe(true);
    expect(isCvv('12')).toBe(false);
    expect(isCvv('12a')).toBe(false);
  });
});

describe('wallet and crypto checks', () => {
  it('wants something that can name a wallet and an address of 20 to 100 letters and digits', () => {
    expect(isWallet('al@example.com')).toBe(true);
    expect(isWallet(' a ')).toBe(false);
    expect(isCryptoAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(isCryptoAddress('TQn9Y2kh')).toBe(false);
    expect(isCryptoAddress('TQn9Y2khEsLJW1ChVWFM-SMeRDow5KcbLSE')).toBe(false);
  });
});

describe('the rule of a field', () => {
  it('words each card problem', () => {
    expect(errorOf(field('card_number'), '4242 4242 4242 4242')).toBeNull();
    expect(errorOf(field('card_number'), '4242 4242 4242 4241')).toBe('bad card');
    expect(errorOf(field('card_expiry'), '12/30')).toBeNull();
    expect(errorOf(field('card_expiry'), '01/20')).toBe('expired');
    expect(errorOf(field('card_expiry'), '13/30')).toBe('bad expiry');
    expect(errorOf(field('card_cvv'), '12')).toBe('bad cvv');
    expect(errorOf(field('wallet'), 'a')).toBe('bad wallet');
    expect(errorOf(field('crypto_address'), 'short')).toBe('bad address');
  });

  it('uses the shared rules of lib/validation for holder, IBAN, phone, email and text', () => {
    expect(errorOf(field('card_holder'), 'Alex Demo')).toBeNull();
    expect(errorOf(field('card_holder'), '1234')).toBe('validation:cardHolder');
    expect(errorOf(field('iban'), 'DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(errorOf(field('iban'), 'DE89 3704 0044 0532 0130 01')).toBe('validation:iban');
    expect(errorOf(field('phone'), '+44 20 7946 0958')).toBeNull();
    expect(errorOf(field('email'), 'not-an-email')).toMatch(/^validation:email/);
    expect(errorOf(field('text'), 'Ref 42')).toBeNull();
  });

  it('asks for required fields and lets optional ones stay empty', () => {
    expect(errorOf(field('card_number'), '')).toBe('validation:required');
    expect(errorOf(field('card_number'), '   ')).toBe('validation:required');
    expect(errorOf(field('card_number', { required: false }), '')).toBeNull();
    expect(errorOf(field('wallet', { required: false }), '')).toBeNull();
  });

  it('checks the method’s own pattern on the value as it is sent', () => {
    const holder = field('card_holder', { pattern: "^[A-Za-z .'-]+$" });
    expect(errorOf(holder, ' Alex Demo ')).toBeNull();
    expect(errorOf(holder, 'Алекс')).toBe('bad format');
    // Card numbers and IBANs are sent without the mask's spaces.
    expect(errorOf(field('card_number', { pattern: '^4\\d{15}$' }), '4242 4242 4242 4242')).toBeNull();
    expect(errorOf(field('iban', { pattern: '^DE\\d{20}$' }), 'de89 3704 0044 0532 0130 00')).toBeNull();
    expect(errorOf(field('iban', { pattern: '^GB' }), 'DE89 3704 0044 0532 0130 00')).toBe('bad format');
  });

  it('ignores a pattern the browser cannot read (the server still checks)', () => {
    expect(errorOf(field('text', { pattern: '([' }), 'anything')).toBeNull();
  });
});

describe('the requisites of a method', () => {
  const fields = [field('card_number'), field('card_cvv')];
  const saved: SavedRequisite = { id: 7, method: 'card', label: '•••• 4242', values: { card_number: '•••• 4242' }, created_at: 1 };

  it('checks every field, or nothing while saved requisites are picked (the server checks those)', async () => {
    await expect(requisitesSchema(fields, messages).validate({ card_number: '4242', card_cvv: '' }, { abortEarly: false })).rejects.toMatchObject({
      errors: ['bad card', 'validation:required'],
    });
    await expect(requisitesSchema(fields, messages, saved).validate({ card_number: '4242', card_cvv: '' })).resolves.toBeTruthy();
  });
});

describe('what is sent', () => {
  it('takes the mask’s spaces out of card numbers and IBANs, and trims the rest', () => {
    expect(compact(' 4242 4242-4242 ')).toBe('424242424242');
    expect(sendable('card_number', '4242 4242 4242 4242')).toBe('4242424242424242');
    expect(sendable('card_number', '4242 4242 4242 4242 428')).toBe('4242424242424242428');
    expect(sendable('iban', 'de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(sendable('card_expiry', '12 / 30')).toBe('12/30');
    expect(sendable('card_cvv', '123')).toBe('123');
    expect(sendable('card_holder', ' Alex Demo ')).toBe('Alex Demo');
    expect(sendable('wallet', ' al@example.com ')).toBe('al@example.com');
    expect(sendable('phone', ' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });
});
