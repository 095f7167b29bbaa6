import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useAuthLogoutMutation } from '@/api/auth/auth-api';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { closeDialog, openDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import { createInactivityTimer, type InactivityTimer } from './inactivity-timer';

/** The events of SPEC §4 that count as activity (route changes are watched through the location). */
const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * Scrolling can happen by itself right when the warning opens (focus moving into the dialog);
 * that is not the player acting, so scroll events this soon after the warning are ignored.
 */
const SCROLL_GRACE_MS = 500;

/**
 * The forced sign-out of SPEC §4: runs only while a player is signed in and general info has a
 * positive time_to_force_logout. At 80% it opens the 'interactivityWarning' dialog (no close
 * button, countdown), at 100% it signs out, goes to the locale index and says why in a toast.
 * Mounted once in the app shell; renders nothing.
 */
export function InactivityWatcher() {
  const signedIn = useSession().isPlayer;
  const { data: info } = useMetadataGetGeneralInfoQuery();
  const timeoutMs = Math.max(0, (info?.time_to_force_logout ?? 0) * 1000);
  const enabled = signedIn && timeoutMs > 0;

  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const [logout] = useAuthLogoutMutation();
  const { key: locationKey } = useLocation();
  const timerRef = useRef<InactivityTimer | null>(null);
  // The latest values for callbacks created once per timer.
  const latest = useRef({ locale, navigate, logout });
  useEffect(() => {
    latest.current = { locale, navigate, logout };
  });

  useEffect(() => {
    if (!enabled) return;
    let warningId: string | null = null;
    let warnedAt = 0;
    const closeWarning = () => {
      if (warningId) dispatch(closeDialog({ id: warningId, force: true }));
      warningId = null;
    };

    const timer = createInactivityTimer({
      timeoutMs,
      onWarn(deadline) {
        warnedAt = Date.now();
        const handle = dispatch(
          openDialog({
            component: 'interactivityWarning',
            dialogProps: { preventClose: true },
            componentProps: { deadline },
          }),
        );
        warningId = handle.id;
        void handle.then((result) => {
          if (result === 'stay') timer.activity();
        });
      },
      onResume: closeWarning,
      onExpire() {
        closeWarning();
        const { logout: signOut, navigate: go, locale: here } = latest.current;
        void signOut()
          .unwrap()
          .catch(() => {
            // The server session may already be gone; the player still lands signed out below.
          })
          .finally(() => {
            void go(href(here, 'home'));
            dispatch(showToast({ kind: 'info', messageKey: 'session:inactivity.signedOut', duration: 0 }));
          });
      },
    });
    timerRef.current = timer;

    const onActivity = (event: Event) => {
      if (event.type === 'scroll' && warningId && Date.now() - warnedAt < SCROLL_GRACE_MS) return;
      timer.activity();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    const listen = { capture: true, passive: true } as const;
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, listen));
    document.addEventListener('visibilitychange', onVisible);
    // The period runs from here (the app shell loads this watcher once a player is known); tests
    // and the QA panel wait for the mark before they move the clock.
    document.documentElement.dataset.inactivityTimer = 'running';
    return () => {
      delete document.documentElement.dataset.inactivityTimer;
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, listen));
      document.removeEventListener('visibilitychange', onVisible);
      timer.dispose();
      timerRef.current = null;
      closeWarning();
    };
  }, [enabled, timeoutMs, dispatch]);

  // A route change is activity too (SPEC §4).
  useEffect(() => {
    timerRef.current?.activity();
  }, [locationKey]);

  return null;
}
