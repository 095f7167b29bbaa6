import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { selectData } from '@/api/select-result';
import { wantsAuthQueryFlags } from '@/features/auth/auth-flag-names';
import { mayCarrySocialResult } from '@/features/auth/social/social-return-hint';
import { isMessagingAppHash } from '@/features/auth/telegram/messaging-app-hash';
import { wantsPopupQuery } from '@/features/campaign-popups/popup-query';
import { wantsAnalytics, wantsCustomCode } from '@/features/custom-code/wants-site-scripts';
import { isFramed, looksLikeFramePath } from '@/features/frames/frame-protocol';
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

/** Which watchers have work (OnDemandWatchers decides, src/app/watchers.tsx renders them). */
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
const CustomCodeOnMount = lazy(async () => ({ default: (await import('@/features/custom-code/custom-code-on-mount')).CustomCodeOnMount }));

/**
 * The watchers of the app shell that renders nothing, each loaded only when it has work: a
 * visitor's plain page load fetches none of them before it has settled, nor
 * the registry that names them (src/app/watchers.tsx).
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
 * The operator's custom code is not a watcher: it is injected on mount (SPEC §4), as soon as the
 * page has hydrated and the configuration names some, without the registry.
 * Nothing renders while prerendered markup hydrates, so the first render matches the build's.
 */
export function OnDemandWatchers() {
  const hydrated = useHydrationDone();
  const { isPlayer, isVisitor, account } = useSession();
  const { pathname, search, hash } = useLocation();
  const onAuthPage = useMatches().some((match) => {
    const name = (match.handle as { name?: string } | undefined)?.name;
    return name === 'signIn' || name === 'signUp';
  });
  const dialogOpen = useAppSelector(selectHasOpenDialog);
  const { token } = useAuthSession();
  // The site icons already subscribe to the configuration (and tracking to general info) on every page.
  const cmsConfig = useSiteConfig({ skip: !hydrated });
  const { data: generalInfo } = useMetadataGetGeneralInfoQuery(undefined, { skip: !hydrated, selectFromResult: selectData });
  const pwa = usePwaState();
  // The live chat and the operator's scripts wait until the page has loaded and settled.
  const pageSettled = usePageSettled();
  const frameMessage = useFrameMessage();

  const player = useLatch(hydrated && isPlayer);
  const wasVisitor = useLatch(hydrated && isVisitor);
  const signedInHere = useLatch(wasVisitor && isPlayer);
  const [popupsQueuedFor, setPopupsQueuedFor] = useState<number | null>(null);
  const popupQuery = useLatch(hydrated && wantsPopupQuery(search));
  const responsibleGaming = useLatch(player && isPlayer && wantsRgWatcher(cmsConfig));
  // The web app prompt: a newer build, offline, or the first install finished.
  const pwaPrompt = useLatch(hydrated && (pwa.needRefresh || pwa.offline || pwa.justInstalled));
  // Frames: inside a frame (reports the path), or once a child frame reported one.
  const frames = useLatch(hydrated && (isFramed() || frameMessage !== null));
  const siteScripts = useLatch(hydrated && pageSettled && wantsAnalytics(generalInfo?.analytic));
  const customCode = useLatch(hydrated && wantsCustomCode(cmsConfig?.customCode));
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
  return (
    <>
      {customCode && cmsConfig ? (
        <Suspense fallback={null}>
          <CustomCodeOnMount entries={cmsConfig.customCode} />
        </Suspense>
      ) : null}
      {any ? (
        <Suspense fallback={null}>
          <Watchers wants={wants} onPopupsQueued={setPopupsQueuedFor} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The first frame-path message of the page (the frames watcher loads for it and handles it). */
function useFrameMessage(): MessageEvent | null {
  const [message, setMessage] = useState<MessageEvent | null>(null);
  useEffect(() => {
    if (message) return;
    const onMessage = (event: MessageEvent) => {
      if (looksLikeFramePath(event.data)) setMessage(event);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [message]);
  return message;
}
