/**
 * localStorage access that never throws. Private modes, disabled storage (SecurityError on
 * access), a full quota and corrupt JSON all degrade to "nothing stored" instead of
 * breaking the page.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw string under key, or null. */
export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a raw string; false when the browser refused it. */
export function writeString(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The parsed JSON value under key, or fallback when missing, unreadable or corrupt. */
export function readJson<T>(key: string, fallback: T): T {
  const text = readString(key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Stores value as JSON; false when it cannot be serialised or the browser refused it. */
export function writeJson(key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  // JSON.stringify(undefined) gives undefined; storing "undefined" would read back as corrupt.
  if (text === undefined) return removeKey(key);
  return writeString(key, text);
}

/** Removes key; false when the browser refused. */
export function removeKey(key: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
