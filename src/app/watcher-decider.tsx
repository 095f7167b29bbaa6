import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnAuthPage } from './use-on-auth-page';
import { useSession } from '@/api/account/use-session';
import { SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { selectData } from '@/api/select-result';
import { wantsAuthQueryFlags } from '@/features/auth/auth-flag-names';
import { mayCarrySocialResult } from '@/features/auth/social/social-return-hint';
import { isMessagingAppHash } from '@/features/auth/telegram/messaging-app-hash';
import { wantsPopupQuery } from '@/features/campaign-popups/popup-query';
import { wantsAnalytics } from '@/features/custom-code/wants-site-scripts';
import { isFramed } from '@/features/frames/frame-protocol';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { usePwaState } from '@/lib/pwa/pwa-state';
import { selectHasOpenDialog } from '@/lib/dialogs/dialogs-slice';
import { wantsRgWatcher } from '@/features/responsible-gaming/rg-flags';
import { usePageSettled } from '@/start/runtime/page-settled';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLatch } from '@/lib/hooks/use-latch';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppSelector } from '@/store/hooks';

/** Which watchers have work (WatcherDecider decides, src/app/watchers.tsx renders them). */
export interface WatcherWants {
  player: boolean;
  flags: boolean;
  social: boolean;
  signedInHere: boolean;
  unseenCashback: boolean;
  popupQuery: boolean;
  responsibleGaming: boolean;
  pwaPrompt: boolean;
  frames: boolean;
  /** The first frame-path message, which the frames watcher handles. */
  frameMessage: MessageEvent | null;
  /** The content configuration's partner origins (run time), for the frames watcher. */
  framePartners: readonly string[] | null;
  chat: boolean;
  /** The analytics scripts, once the page has settled and general info configures some. */
  siteScripts: { analytic: Record<string, unknown> } | null;
}

const Watchers = lazy(async () => ({ default: (await import('./watchers')).Watchers }));

/** What the shell's part (on-demand-watchers.tsx) watched since hydration, before this part loaded. */
interface WatcherDeciderProps {
  /** The page was a visitor's once it had hydrated (a sign-in after it is "signed in here"). */
  wasVisitor: boolean;
  frameMessage: MessageEvent | null;
}

/**
 * Decides which watchers have work, each loaded only when it has: a visitor's plain page load
 * fetches none of them before it has settled, nor the registry that names them
 * (src/app/watchers.tsx). A chunk of its own, loaded by the shell (on-demand-watchers.tsx) at the
 * first sign that some watcher may have work.
 * - inactivity sign-out, balance polling and loyalty notices: once a player is signed in;
 * - the popup flags of SPEC §2: when the address (or the remembered show_popup_reg) has one;
 * - social login and messaging-app registration: for players (the auth backend session, incomplete
 *   registrations), on a social return address, inside the social popup or the messaging app, and
 *   as soon as a dialog or the sign-in and sign-up pages may start a social login;
 * - after a visitor signs in or signs up during the visit (SPEC §4): the campaign popups are queued,
 *   then the unseen cashback is evaluated, so its popup follows them;
 * - a campaign popup asked for by the address (`?popup=`, #popup-preview; SPEC §2).
 * - the responsible-gaming session watcher (reality check, session time limit): for players when the
 *   site configuration switches either on.
 * - the live chat and the analytics scripts: once the
 *   page has loaded and settled (usePageSettled); the chat reads its settings itself and loads a
 *   vendor only when one is configured.
 */
export function WatcherDecider({ wasVisitor, frameMessage }: WatcherDeciderProps) {
  const hydrated = useHydrationDone();
  const { isPlayer, isVisitor, account } = useSession();
  const { pathname, search, hash } = useLocation();
  const onAuthPage = useOnAuthPage();
  const dialogOpen = useAppSelector(selectHasOpenDialog);
  const { token } = useAuthSession();
  // The site icons already subscribe to the configuration (and tracking to general info) on every page.
  const cmsConfig = useSiteConfig({ skip: !hydrated });
  const { data: generalInfo } = useMetadataGetGeneralInfoQuery(undefined, { skip: !hydrated, selectFromResult: selectData });
  const pwa = usePwaState();
  // The live chat and the operator's scripts wait until the page has loaded and settled.
  const pageSettled = usePageSettled();

  const player = useLatch(hydrated && isPlayer);
  const signedInHere = useLatch(wasVisitor && isPlayer);
  const [popupsQueuedFor, setPopupsQueuedFor] = useState<number | null>(null);
  const popupQuery = useLatch(hydrated && wantsPopupQuery(search));
  const responsibleGaming = useLatch(player && isPlayer && wantsRgWatcher(cmsConfig));
  // The web app prompt: a newer build, offline, or the first install finished.
  const pwaPrompt = useLatch(hydrated && (pwa.needRefresh || pwa.offline || pwa.justInstalled));
  // Frames: inside a frame (reports the path), or once a child frame reported one.
  const frames = useLatch(hydrated && (isFramed() || frameMessage !== null));
  const siteScripts = useLatch(hydrated && pageSettled && wantsAnalytics(generalInfo?.analytic));
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

  const wants: WatcherWants = {
    player,
    flags,
    social,
    signedInHere,
    unseenCashback: signedInHere && isPlayer && popupsQueuedFor === account?.uid,
    popupQuery,
    responsibleGaming,
    pwaPrompt,
    frames,
    frameMessage,
    framePartners: frames ? (cmsConfig?.framePartners ?? null) : null,
    chat: hydrated && pageSettled,
    siteScripts: siteScripts && generalInfo?.analytic ? { analytic: generalInfo.analytic } : null,
  };
  const any = Object.values(wants).some((value) => value !== false && value !== null);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <Watchers wants={wants} onPopupsQueued={setPopupsQueuedFor} />
    </Suspense>
  );
}
