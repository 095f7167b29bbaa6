import type { FactoryOpts } from 'imask';
import type { RequisiteFieldType } from '@/api/cashier/cashier.types';
import { createMask } from '@/lib/masks/mask';

/** Card numbers of 12 to 19 digits, in groups of four as printed on most cards. */
const CARD_NUMBER = createMask('#### #### ####[ ####][ ###]');
const CARD_EXPIRY = createMask('##/##', { eager: true });
const CARD_CVV = createMask('###[#]');
/** Country code, check digits, then up to 30 letters or digits in groups of four; letters upper-cased. */
const IBAN = createMask('@@## ****[ ****][ ****][ ****][ ****][ ****][ ****][ **]', { uppercase: true });

/**
 * The input mask of a requisites field type, or null for free text. `unmask`: the form keeps the
 * characters without the fixed spaces and slashes, which is what the server is sent.
 */
export function requisiteMask(type: RequisiteFieldType): { mask: FactoryOpts; unmask: boolean } | null {
  switch (type) {
    case 'card_number':
      return { mask: CARD_NUMBER, unmask: true };
    case 'card_expiry':
      return { mask: CARD_EXPIRY, unmask: false };
    case 'card_cvv':
      return { mask: CARD_CVV, unmask: true };
    case 'iban':
      return { mask: IBAN, unmask: true };
    default:
      return null;
  }
}
