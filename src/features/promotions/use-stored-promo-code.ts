import { useCallback, useState } from 'react';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/**
 * The promo code captured from the address (STORAGE_KEYS.promoCode, see tracking-params.ts), read
 * after hydration (the build cannot know it); `refresh` reads it again, e.g. after an activation.
 */
export function useStoredPromoCode(): { code: string | null; refresh: () => void } {
  const hydrated = useHydrationDone();
  const [, setReads] = useState(0);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const code = hydrated ? readString(STORAGE_KEYS.promoCode)?.trim() || null : null;
  return { code, refresh };
}
