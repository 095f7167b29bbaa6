import { useCallback, useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useAuthBackendProviderCallbackMutation } from '@/api/auth-backend/auth-backend-api';
import { asApiError } from '@/api/errors';
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
import { type SocialReturnRefusal, takePendingSocialLogin } from './pending-social-login';
import { resultFromLocation, resultFromMessage, searchWithoutResult, type SocialAuthResult, toMessage } from './social-auth-result';
import { SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { lastSocialPopup } from './start-social-login';

/** Inside the social popup: the window we were opened from, when it is still our app. */
function socialOpener(): Window | null {
  if (window.name !== SOCIAL_POPUP_NAME || !window.opener || window.opener === window) return null;
  return window.opener as Window;
}

/** A result waiting for the session to be known, with the address it arrived on. */
interface Arrival {
  result: SocialAuthResult;
  at: Location;
}

/**
 * Finishes a social login wherever its result arrives: as a message from the popup, or as
 * ?access_token=&provider= on the return address (redirect variant, or the popup's own copy of the
 * app, which hands the result to its opener and closes). Only a login started in this tab, for the
 * same provider and not long ago, is finished, and never over a signed-in player (decision record
 * 050); anything else is refused with a notice. The token is exchanged at /auth/{provider}/callback
 * (which invalidates the session tags, so the account refetches), the auth popup closes, and the
 * browser follows the saved back url when it is a same-origin path.
 */
export function useSocialAuthReturn(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const { t } = useTranslation('social');
  const [providerCallback] = useAuthBackendProviderCallbackMutation();
  const handled = useRef(new Set<string>());
  const { status } = useSession();
  const currentStatus = useRef(status);
  // Results wait here until the session is known: a signed-in player is never replaced by a return.
  const waiting = useRef<Arrival[]>([]);

  const refuse = useCallback(
    (result: SocialAuthResult, reason: SocialReturnRefusal | 'signedIn') => {
      // The token is the sender's credential: it is never logged.
      console.warn(`[social] refused a ${result.provider} sign-in return: ${reason}`);
      const message = reason === 'signedIn' ? t('errors.alreadySignedIn') : t('errors.notStartedHere');
      dispatch(showToast({ kind: 'info', message }));
    },
    [dispatch, t],
  );

  const complete = useCallback(
    async (result: SocialAuthResult, current: Location) => {
      try {
        await providerCallback({ provider: result.provider, access_token: result.accessToken }).unwrap();
      } catch (error) {
        const failure = asApiError(error);
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

  const settle = useCallback(() => {
    if (currentStatus.current === 'loading') return;
    for (const { result, at } of waiting.current.splice(0)) {
      if (handled.current.has(result.accessToken)) continue;
      handled.current.add(result.accessToken);
      const check = takePendingSocialLogin(result);
      if (currentStatus.current === 'player') refuse(result, 'signedIn');
      else if (!check.ok) refuse(result, check.reason);
      else void complete(result, at);
    }
  }, [refuse, complete]);

  useEffect(() => {
    currentStatus.current = status;
    settle();
  }, [status, settle]);

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
    waiting.current.push({ result, at: location });
    settle();
  }, [location, navigate, settle]);

  // Messages from the popup (the mock provider page or the popup's copy of the app).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const popup = lastSocialPopup();
      if (popup && event.source && event.source !== popup) return;
      const result = resultFromMessage(event.data);
      if (!result) return;
      waiting.current.push({ result, at: location });
      settle();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [location, settle]);
}
