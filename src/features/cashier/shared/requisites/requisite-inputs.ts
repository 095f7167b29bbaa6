import type { FactoryOpts } from 'imask';
import type { RequisiteFieldType } from '@/api/cashier/cashier.types';
import { createMask } from '@/lib/masks/mask';

/**
 * How each requisites field type is typed in: its mask (the form keeps the masked text, spaces and
 * all; `sendable` in requisite-rules.ts takes them out), input type, keyboard and autofill hints.
 */
export interface RequisiteInput {
  type: 'text' | 'tel' | 'email';
  inputMode?: 'numeric' | 'tel' | 'email';
  autoComplete: string;
  autoCapitalize: 'off' | 'characters';
  /** Half a row on wide screens (expiry and CVV side by side). */
  narrow?: boolean;
}

/** Card numbers of 12 to 19 digits, in groups of four as printed on most cards. */
const CARD_NUMBER = createMask('#### #### ####[ ####][ ###]');
const CARD_EXPIRY = createMask('##/##', { eager: true });
const CARD_CVV = createMask('###[#]');
/** Country code, check digits, then up to 30 letters or digits in groups of four; letters upper-cased. */
const IBAN = createMask('@@## ****[ ****][ ****][ ****][ ****][ ****][ ****][ **]', { uppercase: true });

const MASKS: Partial<Record<RequisiteFieldType, FactoryOpts>> = {
  card_number: CARD_NUMBER,
  card_expiry: CARD_EXPIRY,
  card_cvv: CARD_CVV,
  iban: IBAN,
};

/** The input mask of a field type, or null for free text. */
export function requisiteMask(type: RequisiteFieldType): FactoryOpts | null {
  return MASKS[type] ?? null;
}

export const REQUISITE_INPUTS: Readonly<Record<RequisiteFieldType, RequisiteInput>> = {
  card_number: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number', autoCapitalize: 'off' },
  card_expiry: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-exp', autoCapitalize: 'off', narrow: true },
  card_cvv: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-csc', autoCapitalize: 'off', narrow: true },
  card_holder: { type: 'text', autoComplete: 'cc-name', autoCapitalize: 'characters' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', autoCapitalize: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'off' },
  wallet: { type: 'text', autoComplete: 'off', autoCapitalize: 'off' },
  iban: { type: 'text', autoComplete: 'off', autoCapitalize: 'characters' },
  crypto_address: { type: 'text', autoComplete: 'off', autoCapitalize: 'off' },
  text: { type: 'text', autoComplete: 'off', autoCapitalize: 'off' },
};
