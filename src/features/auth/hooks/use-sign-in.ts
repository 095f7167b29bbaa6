import { useCallback } from 'react';
import { useAuthLoginMutation } from '@/api/auth/auth-api';
import { type ApiError, asApiError } from '@/api/errors';
import { trackEvent } from '@/lib/analytics/analytics';
import { useAppDispatch } from '@/store/hooks';
import { stripLoginPlus } from '@/lib/validation/patterns';
import { twoFactorCleared, twoFactorRequired, twoFactorResent } from '../auth-slice';
import { twoFactorChallenge } from '../two-factor-messages';
import { forgetTwoFactorPassword, holdTwoFactorPassword } from '../two-factor-password';

export type SignInOutcome = { kind: 'success' } | { kind: 'twoFactor'; resend_time: number } | { kind: 'error'; error: ApiError };

/** SPEC §8: login errors send an analytics event with the error code. */
export function trackAuthError(action: 'login' | 'logout' | 'register', error: ApiError): void {
  trackEvent(`${action}_error`, { error_code: error.name, error_status: error.status });
}

/**
 * auth.login with the two-factor step of SPEC §4: an answer saying the second factor is on puts the
 * login and the resend time in the auth slice and holds the password outside the store
 * (two-factor-password.ts); the login with the code completes the step and forgets both.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useAuthLoginMutation();

  const signIn = useCallback(
    async (credentials: { login: string; password: string; code?: string }): Promise<SignInOutcome> => {
      const params = { login: stripLoginPlus(credentials.login), password: credentials.password, code: credentials.code };
      const result = await login(params);
      if (!('error' in result) || result.error === undefined) {
        forgetTwoFactorPassword();
        dispatch(twoFactorCleared());
        return { kind: 'success' };
      }
      const error = asApiError(result.error);
      const challenge = twoFactorChallenge(error);
      if (challenge) {
        const issuedAt = Date.now();
        if (credentials.code === undefined) {
          holdTwoFactorPassword(params.login, params.password);
          dispatch(twoFactorRequired({ login: params.login, resend_time: challenge.resend_time, issuedAt }));
        } else {
          dispatch(twoFactorResent({ resend_time: challenge.resend_time, issuedAt }));
        }
        return { kind: 'twoFactor', resend_time: challenge.resend_time };
      }
      trackAuthError('login', error);
      return { kind: 'error', error };
    },
    [dispatch, login],
  );

  return { signIn, isLoading };
}
