import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { loyaltyApi } from '@/api/loyalty/loyalty-api';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import { ARMING_EVENTS, DEFAULT_NOTIFICATION_DURATION_S, NOTIFICATION_DISPLAY_DELAY_MS, notificationToast } from './notification-settings';
import { playNotificationSound } from './notification-sound';

/**
 * SPEC §4 loyalty notices for a signed-in player (mounted by the app only for players): nothing is
 * fetched until the first click, double-click or touch on the page; then the notices are fetched
 * at once and again on every path change. Each one becomes a toast 300 ms later (success for a
 * credit, error otherwise) with the notification sound, staying as long as the content
 * configuration's `loyalty` section says. A failed fetch is only logged (SPEC §8).
 */
export function LoyaltyNotificationsWatcher() {
  const dispatch = useAppDispatch();
  const config = useSiteConfig();
  const durationSeconds = config?.loyalty.notificationDuration ?? DEFAULT_NOTIFICATION_DURATION_S;
  const { pathname } = useLocation();
  // The app keeps watchers mounted once loaded: after a sign-out there is nobody to ask for.
  const { isPlayer } = useSession();
  const [armed, setArmed] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (armed) return;
    const arm = () => setArmed(true);
    const options = { capture: true, passive: true } as const;
    for (const type of ARMING_EVENTS) document.addEventListener(type, arm, options);
    return () => {
      for (const type of ARMING_EVENTS) document.removeEventListener(type, arm, options);
    };
  }, [armed]);

  useEffect(() => {
    if (!armed || !isPlayer) return;
    const request = dispatch(loyaltyApi.endpoints.loyaltyGetNotifications.initiate(undefined, { forceRefetch: true, subscribe: false }));
    request
      .unwrap()
      .then((page) => {
        for (const notice of page.items) {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            dispatch(showToast(notificationToast(notice, durationSeconds, playNotificationSound)));
          }, NOTIFICATION_DISPLAY_DELAY_MS);
          timers.current.add(timer);
        }
      })
      .catch((error: unknown) => console.warn('[loyalty] notices could not be fetched', error));
  }, [armed, isPlayer, pathname, dispatch, durationSeconds]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return null;
}
