import { useEffect, useRef } from 'react';
import { useSession } from '@/api/account/use-session';
import { signOutAuthBackend, useAuthBackendGetMeQuery } from '@/api/auth-backend/auth-backend-api';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { usePlayerTracesReset } from '@/lib/storage/use-player-traces-reset';

/**
 * Keeps the auth backend session honest (SPEC §4): a stored token is checked against /users/me
 * (a refusal by the server clears it, offline keeps it: see authBackendApi.getMe), and when the player signs out of the site
 * (logout, forced logout, QA) the token and user are dropped too, with the rest of the player's traces.
 */
export function useAuthBackendSession(): void {
  const { token } = useAuthSession();
  useAuthBackendGetMeQuery(undefined, { skip: !token });
  const { status, account } = useSession();
  const wasPlayer = useRef(false);
  // The player's storage keys and the web app worker's caches go with the player too (sign-out, another player).
  usePlayerTracesReset(status === 'loading' ? undefined : (account?.uid ?? 0));

  useEffect(() => {
    if (status === 'loading') return;
    if (wasPlayer.current && status === 'visitor') signOutAuthBackend();
    wasPlayer.current = status === 'player';
  }, [status]);
}
