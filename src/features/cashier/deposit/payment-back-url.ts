import { writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/** Query parameters that carry where to go after a successful payment (SPEC §2). */
export const PAYMENT_BACK_URL_PARAMS = ['back_url', 'backUrl'] as const;

/**
 * Saves the back-url query value of the deposit page under the payment-success key; the success
 * page takes it (once, after the safe-navigation check). A deposit page without one leaves an
 * earlier value alone: choosing a method or coming back from the history must not lose it.
 */
export function savePaymentBackUrl(search: string): void {
  const query = new URLSearchParams(search);
  const value = PAYMENT_BACK_URL_PARAMS.map((name) => query.get(name)?.trim()).find((item) => item);
  if (value) writeString(STORAGE_KEYS.paymentSuccessBackUrl, value);
}
