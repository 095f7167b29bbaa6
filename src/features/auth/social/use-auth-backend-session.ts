import { useEffect, useRef } from 'react';
import { useSession } from '@/api/account/use-session';
import { signOutAuthBackend, useAuthBackendGetMeQuery } from '@/api/auth-backend/auth-backend-api';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { usePlayerCachesReset } from '@/lib/pwa/use-player-caches-reset';

/**
 * Keeps the auth backend session honest (SPEC §4): a stored token is checked against /users/me
 * (a refusal by the server clears it, offline keeps it: see authBackendApi.getMe), and when the player signs out of the site
 * (logout, forced logout, QA) the token and user are dropped too.
 */
export function useAuthBackendSession(): void {
  const { token } = useAuthSession();
  useAuthBackendGetMeQuery(undefined, { skip: !token });
  const { status, account } = useSession();
  const wasPlayer = useRef(false);
  // The web app worker's caches go with the player too (sign-out, another player).
  usePlayerCachesReset(status === 'loading' ? undefined : (account?.uid ?? 0));

  useEffect(() => {
    if (status === 'loading') return;
    if (wasPlayer.current && status === 'visitor') signOutAuthBackend();
    wasPlayer.current = status === 'player';
  }, [status]);
}
