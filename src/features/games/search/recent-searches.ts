import { readJson, removeKey, writeJson } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

/** How many recent searches the dialog remembers. */
export const MAX_RECENT_SEARCHES = 6;

const KEY = STORAGE_KEYS.recentGameSearches;

/** Recent searches, newest first; anything malformed in storage is ignored. */
export function readRecentSearches(): string[] {
  const stored = readJson<unknown>(KEY, []);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, MAX_RECENT_SEARCHES);
}

/** Puts `text` first (case-insensitively unique), keeps the newest few and returns the new list. */
export function addRecentSearch(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return readRecentSearches();
  const lower = trimmed.toLocaleLowerCase();
  const next = [trimmed, ...readRecentSearches().filter((item) => item.toLocaleLowerCase() !== lower)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  writeJson(KEY, next);
  return next;
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  removeKey(KEY);
}
