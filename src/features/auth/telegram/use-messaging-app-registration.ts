import { asApiError } from '@/api/errors';
import { useEffect, useRef, useState } from 'react';
import { useAuthRegisterMutation } from '@/api/auth/auth-api';
import { useSession } from '@/api/account/use-session';
import { trackEvent } from '@/lib/analytics/analytics';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import { loadTelegramScript } from './load-telegram-script';
import { enterMessagingAppMode } from './messaging-app-mode';
import { launchFromInitData, type MessagingAppLaunch, messagingAppRegistrationBody, readLaunchParams } from './launch-params';
import { messagingAppHost } from './messaging-app-host';

/**
 * A hash with tgWebAppData loads the mini-application script (messaging-app mode). Registration
 * through auth.register with is_tg (SPEC §7) needs more than the hash, which any link can carry:
 * a messaging-app client around the page (messaging-app-host.ts) and the init data of the client's
 * script; it runs for an anonymous visitor only, once per page load. A failure shows the error
 * toast popups.registration.wrongRegServerError (SPEC §8).
 */
export function useMessagingAppRegistration(): void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  // Read once, before any navigation can drop the hash.
  const [launch] = useState(() => (typeof window === 'undefined' ? null : readLaunchParams(window.location.hash)));
  const [client, setClient] = useState<MessagingAppLaunch | null>(null);
  const attempted = useRef(false);
  const { status } = useSession({ skip: !launch });
  const [register] = useAuthRegisterMutation();

  useEffect(() => {
    if (!launch) return;
    // Messaging-app mode (viewport, theme, full screen) as soon as the client's API is there.
    void loadTelegramScript().then((webApp) => {
      enterMessagingAppMode(webApp);
      const fromClient = launchFromInitData(webApp?.initData);
      if (!messagingAppHost()) console.warn('[telegram] refused to register: no messaging-app client around the page');
      else if (!fromClient) console.warn('[telegram] refused to register: the client script gave no init data');
      else setClient(fromClient);
    });
  }, [launch]);

  useEffect(() => {
    if (!client || status !== 'visitor' || attempted.current) return;
    attempted.current = true;
    register(messagingAppRegistrationBody(client))
      .unwrap()
      .then(() => trackEvent('registration', { method: 'telegram' }))
      .catch((caught: unknown) => {
        const error = asApiError(caught);
        trackEvent('registration_error', { method: 'telegram', error_code: error.name, error_status: error.status });
        dispatch(showToast({ kind: 'error', message: t('popups.registration.wrongRegServerError') }));
      });
  }, [client, status, register, dispatch, t]);
}
