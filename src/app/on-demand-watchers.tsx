import { lazy, Suspense } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { wantsAuthQueryFlags } from '@/features/auth/auth-flag-names';
import { mayCarrySocialResult } from '@/features/auth/social/social-return-hint';
import { isMessagingAppHash } from '@/features/auth/telegram/messaging-app-hash';
import { selectHasOpenDialog } from '@/lib/dialogs/dialogs-slice';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLatch } from '@/lib/hooks/use-latch';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppSelector } from '@/store/hooks';

const InactivityWatcher = lazy(async () => ({ default: (await import('@/features/session/inactivity/inactivity-watcher')).InactivityWatcher }));
const BalanceRefresher = lazy(async () => ({ default: (await import('@/features/session/balance/balance-refresher')).BalanceRefresher }));
const AuthQueryFlags = lazy(async () => ({ default: (await import('@/features/auth/components/auth-query-flags')).AuthQueryFlags }));
const SocialAuthWatcher = lazy(async () => ({ default: (await import('@/features/auth/social/social-auth-watcher')).SocialAuthWatcher }));
const UnseenCashbackWatcher = lazy(async () => ({ default: (await import('@/features/bonuses/unseen-cashback/unseen-cashback-watcher')).UnseenCashbackWatcher }));

/**
 * The watchers of the app shell that renders nothing, each loaded only when it has work (issue 9,
 * "a light start"): a visitor's plain page load fetches none of them.
 * - inactivity sign-out and balance polling: once a player is signed in;
 * - the popup flags of SPEC §2: when the address (or the remembered show_popup_reg) has one;
 * - social login and messaging-app registration: for players (the auth backend session, incomplete
 *   registrations), on a social return address, inside the social popup or the messaging app, and
 *   as soon as a dialog or the sign-in and sign-up pages may start a social login;
 * - the unseen-cashback check of SPEC §4: once a visitor signs in or signs up during the visit.
 * Nothing renders while prerendered markup hydrates, so the first render matches the build's.
 */
export function OnDemandWatchers() {
  const hydrated = useHydrated();
  const { isPlayer, isVisitor } = useSession();
  const { pathname, search, hash } = useLocation();
  const onAuthPage = useMatches().some((match) => {
    const name = (match.handle as { name?: string } | undefined)?.name;
    return name === 'signIn' || name === 'signUp';
  });
  const dialogOpen = useAppSelector(selectHasOpenDialog);
  const { token } = useAuthSession();

  const player = useLatch(hydrated && isPlayer);
  const wasVisitor = useLatch(hydrated && isVisitor);
  const signedInHere = useLatch(wasVisitor && isPlayer);
  const flags = useLatch(
    hydrated && isVisitor && wantsAuthQueryFlags(search, hash, readString(STORAGE_KEYS.showPopupReg) === '1'),
  );
  const social = useLatch(
    hydrated &&
      (isPlayer ||
        dialogOpen ||
        onAuthPage ||
        token !== null ||
        mayCarrySocialResult(pathname, search) ||
        // The registration reads the window's hash once, as the messaging app sets it.
        isMessagingAppHash(window.location.hash) ||
        window.name === SOCIAL_POPUP_NAME),
  );

  return (
    <Suspense fallback={null}>
      {player && (
        <>
          <InactivityWatcher />
          <BalanceRefresher />
        </>
      )}
      {flags && <AuthQueryFlags />}
      {social && <SocialAuthWatcher />}
      {signedInHere && <UnseenCashbackWatcher />}
    </Suspense>
  );
}
