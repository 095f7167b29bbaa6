import { useEffect, useRef, useState } from 'react';
import { useAuthRegisterMutation } from '@/api/auth/auth-api';
import { useSession } from '@/api/account/use-session';
import { trackEvent } from '@/lib/analytics/analytics';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import { loadTelegramScript } from './load-telegram-script';
import { enterMessagingAppMode } from './messaging-app-mode';
import { messagingAppRegistrationBody, readLaunchParams } from './launch-params';

/**
 * Inside the messaging app (hash with tgWebAppData): loads the mini-application script and, when
 * the visitor is anonymous, registers them through auth.register with is_tg (SPEC §7). A failure
 * shows the error toast popups.registration.wrongRegServerError (SPEC §8). Runs once per page load.
 */
export function useMessagingAppRegistration(): void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  // Read once, before any navigation can drop the hash.
  const [launch] = useState(() => (typeof window === 'undefined' ? null : readLaunchParams(window.location.hash)));
  const attempted = useRef(false);
  const { status } = useSession({ skip: !launch });
  const [register] = useAuthRegisterMutation();

  useEffect(() => {
    // Messaging-app mode (viewport, theme, full screen) as soon as the client's API is there.
    if (launch) void loadTelegramScript().then((webApp) => enterMessagingAppMode(webApp));
  }, [launch]);

  useEffect(() => {
    if (!launch || status !== 'visitor' || attempted.current) return;
    attempted.current = true;
    register(messagingAppRegistrationBody(launch))
      .unwrap()
      .then(() => trackEvent('registration', { method: 'telegram' }))
      .catch((error: { name?: string; status?: number }) => {
        trackEvent('registration_error', { method: 'telegram', error_code: error?.name, error_status: error?.status });
        dispatch(showToast({ kind: 'error', message: t('popups.registration.wrongRegServerError') }));
      });
  }, [launch, status, register, dispatch, t]);
}
