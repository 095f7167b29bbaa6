import { readString, removeKey, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import type { AuthUser } from './auth-backend.types';

/**
 * The auth backend session of SPEC §4: { token, user }. The token lives in localStorage
 * (STORAGE_KEYS.authToken) so a reload keeps it and every tab shares it; the user is kept in
 * memory only (it is refetched from /users/me). A cookie was not chosen: the token is only ever
 * sent as a bearer header by this client, so a cookie would just ride along on every request.
 * Components subscribe with useAuthSession(); everything else calls the functions below.
 */
export interface AuthSession {
  token: string | null;
  user: AuthUser | null;
}

let user: AuthUser | null = null;
let snapshot: AuthSession | null = null;
const listeners = new Set<() => void>();

export function getAuthToken(): string | null {
  return readString(STORAGE_KEYS.authToken);
}

export function getAuthSession(): AuthSession {
  const token = getAuthToken();
  const current = token ? user : null;
  // useSyncExternalStore needs the same object until something changed.
  if (!snapshot || snapshot.token !== token || snapshot.user !== current) snapshot = { token, user: current };
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the session after login, register, reset-password or a provider callback. */
export function setAuthSession(next: { jwt: string; user?: AuthUser | null }): void {
  writeString(STORAGE_KEYS.authToken, next.jwt);
  user = next.user ?? null;
  notify();
}

/** Keeps the token, replaces the user (after /users/me). */
export function setAuthUser(next: AuthUser | null): void {
  user = next;
  notify();
}

/** Back to anonymous: logout, or the server refused /users/me (SPEC §4; not when it never answered). */
export function clearAuthSession(): void {
  removeKey(STORAGE_KEYS.authToken);
  user = null;
  notify();
}

export function subscribeAuthSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
