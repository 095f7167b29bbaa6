import { useSyncExternalStore } from 'react';
import { type AuthSession, getAuthSession, subscribeAuthSession } from './auth-session';

/** The auth backend session { token, user }, re-rendering when it changes. */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(subscribeAuthSession, getAuthSession, getAuthSession);
}
