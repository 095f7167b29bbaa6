import { asApiError } from '@/api/errors';
import { PROMO_CODE_ERRORS, type PromoCodeError } from '@/api/campaigns/campaigns.types';

/**
 * SPEC §8: the code of a rejected promo code is error_data.promo_code[0]; a missing or unknown code
 * is INVALID. Gives the key of its text in the common namespace.
 */
export function promoCodeErrorKey(error: unknown): `promoCodeErrors.${PromoCodeError}` {
  const { data } = asApiError(error);
  const codes = (data as { promo_code?: unknown } | null | undefined)?.promo_code;
  const code: unknown = Array.isArray(codes) ? (codes as unknown[])[0] : undefined;
  const known = (PROMO_CODE_ERRORS as readonly unknown[]).includes(code) ? (code as PromoCodeError) : 'INVALID';
  return `promoCodeErrors.${known}`;
}

/** Whether a failure is the server rejecting the code (as opposed to a network or server failure). */
export function isPromoCodeRejection(error: unknown): boolean {
  const { data } = asApiError(error);
  return !!data && typeof data === 'object' && 'promo_code' in data;
}
