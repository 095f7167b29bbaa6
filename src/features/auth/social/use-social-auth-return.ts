import { useCallback, useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useAuthBackendProviderCallbackMutation } from '@/api/auth-backend/auth-backend-api';
import type { ApiError } from '@/api/errors';
import { trackEvent } from '@/lib/analytics/analytics';
import { closeDialog } from '@/lib/dialogs/dialog-thunks';
import { selectDialogStack } from '@/lib/dialogs/dialogs-slice';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import { AUTHENTICATED } from '../auth-mode';
import { authSuccessTarget } from '../auth-success-target';
import { takeSocialBackUrl } from './back-url';
import { resultFromLocation, resultFromMessage, searchWithoutResult, type SocialAuthResult, toMessage } from './social-auth-result';
import { SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { lastSocialPopup } from './start-social-login';

/** Inside the social popup: the window we were opened from, when it is still our app. */
function socialOpener(): Window | null {
  if (window.name !== SOCIAL_POPUP_NAME || !window.opener || window.opener === window) return null;
  return window.opener as Window;
}

/**
 * Finishes a social login wherever its result arrives: as a message from the popup, or as
 * ?access_token=&provider= on the return address (redirect variant, or the popup's own copy of the
 * app, which hands the result to its opener and closes). The token is exchanged at
 * /auth/{provider}/callback (which invalidates the session tags, so the account refetches), the auth
 * popup closes, and the browser follows the saved back url when it is a same-origin path.
 */
export function useSocialAuthReturn(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const { t } = useTranslation('social');
  const [providerCallback] = useAuthBackendProviderCallbackMutation();
  const handled = useRef(new Set<string>());

  const complete = useCallback(
    async (result: SocialAuthResult, current: Location) => {
      if (handled.current.has(result.accessToken)) return;
      handled.current.add(result.accessToken);
      try {
        await providerCallback({ provider: result.provider, access_token: result.accessToken }).unwrap();
      } catch (error) {
        const failure = error as ApiError;
        trackEvent('login_error', { method: result.provider, error_code: failure.name, error_status: failure.status });
        dispatch(showToast({ kind: 'error', message: t('errors.callbackFailed') }));
        return;
      }
      const kind = result.mode === 'signUp' ? 'register' : 'login';
      trackEvent(kind === 'register' ? 'registration' : 'login', { method: result.provider });
      const stack = dispatch((_dispatch, getState) => selectDialogStack(getState()));
      for (const entry of stack) {
        if (entry.component === 'authPopup') dispatch(closeDialog({ id: entry.id, force: true, result: AUTHENTICATED }));
      }
      const origin = window.location.origin;
      const backUrl = takeSocialBackUrl(origin);
      const search = backUrl ? `?redirectUrl=${encodeURIComponent(backUrl)}` : searchWithoutResult(current.search);
      const target = authSuccessTarget({ kind, variant: 'popup', locale, current: { ...current, search }, origin });
      void navigate(target, { replace: true });
    },
    [providerCallback, dispatch, t, locale, navigate],
  );

  // The return address: read the result, drop it from the address, then hand it on or finish here.
  useEffect(() => {
    const result = resultFromLocation(location.pathname, location.search);
    if (!result) return;
    const opener = socialOpener();
    if (opener) {
      opener.postMessage(toMessage(result), window.location.origin);
      window.close();
      return;
    }
    void navigate({ pathname: location.pathname, search: searchWithoutResult(location.search), hash: location.hash }, { replace: true });
    void complete(result, location);
  }, [location, navigate, complete]);

  // Messages from the popup (the mock provider page or the popup's copy of the app).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const popup = lastSocialPopup();
      if (popup && event.source && event.source !== popup) return;
      const result = resultFromMessage(event.data);
      if (result) void complete(result, location);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [complete, location]);
}
