import { safeInternalPath } from '@/lib/navigation/safe-url';
import { readString, removeKey, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/** Query parameters whose value is the back url of a social login (the guard's redirectUrl first). */
export const BACK_URL_PARAMS = ['redirectUrl', 'back_url'] as const;

/**
 * Saves the back-url query value under the social-auth key (SPEC §2) before the browser leaves
 * for the provider; a page without one clears an older value so it is never followed by mistake.
 */
export function saveSocialBackUrl(search: string): void {
  const query = new URLSearchParams(search);
  const value = BACK_URL_PARAMS.map((name) => query.get(name)).find((item) => item);
  if (value) writeString(STORAGE_KEYS.socialAuthBackUrl, value);
  else removeKey(STORAGE_KEYS.socialAuthBackUrl);
}

/** The saved back url as a same-origin path, or null (anything else is refused); the key is removed. */
export function takeSocialBackUrl(origin: string): string | null {
  const raw = readString(STORAGE_KEYS.socialAuthBackUrl);
  removeKey(STORAGE_KEYS.socialAuthBackUrl);
  return safeInternalPath(raw, origin);
}
