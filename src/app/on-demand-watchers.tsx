import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnAuthPage } from './use-on-auth-page';
import { useSession } from '@/api/account/use-session';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { mayCarrySocialResult } from '@/features/auth/social/social-return-hint';
import { wantsCustomCode } from '@/features/custom-code/wants-site-scripts';
import { isFramed, looksLikeFramePath } from '@/features/frames/frame-protocol';
import { usePwaState } from '@/lib/pwa/pwa-state';
import { selectHasOpenDialog } from '@/lib/dialogs/dialogs-slice';
import { usePageSettled } from '@/start/runtime/page-settled';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLatch } from '@/lib/hooks/use-latch';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppSelector } from '@/store/hooks';

const WatcherDecider = lazy(async () => ({ default: (await import('./watcher-decider')).WatcherDecider }));
const CustomCodeOnMount = lazy(async () => ({ default: (await import('@/features/custom-code/custom-code-on-mount')).CustomCodeOnMount }));

/**
 * The watchers of the app shell that render nothing, each loaded only when it has work. This part
 * of the shell only notices the first sign that one may have: a player, a dialog, an address
 * with a query or hash (popup flags, popup query, social return, messaging app), the sign-in and
 * sign-up pages, a stored sign-up popup flag, the auth backend's token, a named window (the social
 * popup), a frame, the web app's prompt, or the page having settled (live chat, analytics). Then the
 * decider (watcher-decider.tsx) loads and names the watchers; a visitor's plain page load fetches
 * neither before it has settled.
 * The operator's custom code is not a watcher: it is injected on mount (SPEC §4), as soon as the
 * page has hydrated and the configuration names some, without the registry.
 * Nothing renders while prerendered markup hydrates, so the first render matches the build's.
 */
export function OnDemandWatchers() {
  const hydrated = useHydrationDone();
  const { isPlayer, isVisitor } = useSession();
  const { pathname, search, hash } = useLocation();
  const onAuthPage = useOnAuthPage();
  const dialogOpen = useAppSelector(selectHasOpenDialog);
  const { token } = useAuthSession();
  const cmsConfig = useSiteConfig({ skip: !hydrated });
  const pwa = usePwaState();
  const pageSettled = usePageSettled();
  const frameMessage = useFrameMessage();
  const wasVisitor = useLatch(hydrated && isVisitor);
  const customCode = useLatch(hydrated && wantsCustomCode(cmsConfig?.customCode));
  const deciding = useLatch(
    hydrated &&
      (isPlayer ||
        dialogOpen ||
        onAuthPage ||
        pageSettled ||
        token !== null ||
        search !== '' ||
        hash !== '' ||
        mayCarrySocialResult(pathname, search) ||
        readString(STORAGE_KEYS.showPopupReg) === '1' ||
        window.location.hash !== '' ||
        window.name !== '' ||
        isFramed() ||
        frameMessage !== null ||
        pwa.needRefresh ||
        pwa.offline ||
        pwa.justInstalled),
  );
  return (
    <>
      {customCode && cmsConfig ? (
        <Suspense fallback={null}>
          <CustomCodeOnMount entries={cmsConfig.customCode} />
        </Suspense>
      ) : null}
      {deciding ? (
        <Suspense fallback={null}>
          <WatcherDecider wasVisitor={wasVisitor} frameMessage={frameMessage} />
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
