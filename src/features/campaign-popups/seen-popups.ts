import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import { storageApi } from '@/api/storage/storage-api';
import type { AppDispatch } from '@/store/hooks';

/** The system names in a stored value (comma-separated). */
export function parseSeen(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The stored value with `sysname` added once, newest last; the oldest fall off past `max`. */
export function withSeen(value: string | null | undefined, sysname: string, max = 50): string {
  const names = parseSeen(value).filter((name) => name !== sysname);
  return [...names, sysname].slice(-max).join(',');
}

/** The popups the signed-in player has closed (server storage); throws when it cannot be read. */
export async function readSeenPopups(dispatch: AppDispatch): Promise<string[]> {
  const stored = await dispatch(
    storageApi.endpoints.storageGet.initiate([SEEN_POPUPS_STORAGE_KEY], { forceRefetch: true, subscribe: false }),
  ).unwrap();
  return parseSeen(stored[SEEN_POPUPS_STORAGE_KEY]);
}

// Closes are recorded one after another, so two quick ones cannot overwrite each other's read.
let recording: Promise<void> = Promise.resolve();

/** Records that the signed-in player closed the popup (read, add, write; in order); a failure is only logged. */
export function markPopupSeen(dispatch: AppDispatch, sysname: string): Promise<void> {
  recording = recording.then(async () => {
    try {
      const stored = await dispatch(
        storageApi.endpoints.storageGet.initiate([SEEN_POPUPS_STORAGE_KEY], { forceRefetch: true, subscribe: false }),
      ).unwrap();
      const value = withSeen(stored[SEEN_POPUPS_STORAGE_KEY], sysname);
      await dispatch(storageApi.endpoints.storageSet.initiate({ key: SEEN_POPUPS_STORAGE_KEY, value })).unwrap();
    } catch (error) {
      console.warn('[campaign popups] could not store the closed popup', error);
    }
  });
  return recording;
}
