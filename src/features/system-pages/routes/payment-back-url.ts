import { safeInternalPath } from '@/lib/navigation/safe-url';
import { readString, removeKey } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/**
 * The payment-success back url (SPEC §2) that the deposit page saved, as a same-origin path, or
 * null: anything that fails the safe-navigation check (another site, a script address) is refused.
 */
export function readPaymentBackUrl(origin: string): string | null {
  return safeInternalPath(readString(STORAGE_KEYS.paymentSuccessBackUrl), origin);
}

/** Used once: the success page forgets it as soon as it has offered it. */
export function forgetPaymentBackUrl(): void {
  removeKey(STORAGE_KEYS.paymentSuccessBackUrl);
}
