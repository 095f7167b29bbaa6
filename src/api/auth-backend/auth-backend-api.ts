import { apiNamespace, changesSession, OVERRIDE_EXISTING } from '../base-api';
import type {
  AuthResponse,
  AuthUser,
  ChangePasswordBody,
  LocalLoginBody,
  LocalRegisterBody,
  ProviderCallbackArgs,
  ResetPasswordBody,
} from './auth-backend.types';
import { clearAuthSession, setAuthSession, setAuthUser } from './auth-session';

/**
 * Stores the session before RTK Query dispatches `fulfilled`: the tags invalidated by the same
 * call refetch right after, and those refetches must already carry the new bearer token.
 */
function storeSession(response: AuthResponse): AuthResponse {
  if (response?.jwt) setAuthSession(response);
  return response;
}

/** An error that is the server's own answer: an HTTP failure status, not a network failure or time-out (status 0). */
function serverRefused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400;
}

/** The auth backend of SPEC §7 (Strapi users-permissions under VITE_AUTH_URL). */
export const authBackendApi = apiNamespace({ tagTypes: ['Account'], sessionTags: ['Account'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    authBackendGetMe: build.query<AuthUser, void>({
      query: () => ({ backend: 'auth', path: 'users/me' }),
      transformResponse: (user: AuthUser) => {
        setAuthUser(user);
        return user;
      },
      // SPEC §4: if fetching the current user fails, the token is cleared. It has failed only once
      // the server answered with a failure (the base query has already retried a 5xx once); offline
      // or without an answer in time the player stays signed in.
      transformErrorResponse: (error) => {
        if (serverRefused(error)) clearAuthSession();
        return error;
      },
      providesTags: ['Account'],
    }),
    authBackendLocalLogin: build.mutation<AuthResponse, LocalLoginBody>({
      query: (body) => ({ backend: 'auth', path: 'auth/local', method: 'POST', body }),
      transformResponse: storeSession,
      invalidatesTags: changesSession,
    }),
    authBackendLocalRegister: build.mutation<AuthResponse, LocalRegisterBody>({
      query: (body) => ({ backend: 'auth', path: 'auth/local/register', method: 'POST', body }),
      // With email confirmation on, Strapi answers { user } only: nothing to store then.
      transformResponse: storeSession,
      invalidatesTags: changesSession,
    }),
    authBackendForgotPassword: build.mutation<{ ok: boolean }, { email: string }>({
      query: (body) => ({ backend: 'auth', path: 'auth/forgot-password', method: 'POST', body }),
    }),
    authBackendResetPassword: build.mutation<AuthResponse, ResetPasswordBody>({
      query: (body) => ({ backend: 'auth', path: 'auth/reset-password', method: 'POST', body }),
      transformResponse: storeSession,
      invalidatesTags: changesSession,
    }),
    authBackendChangePassword: build.mutation<AuthResponse, ChangePasswordBody>({
      query: (body) => ({ backend: 'auth', path: 'auth/change-password', method: 'POST', body }),
      transformResponse: storeSession,
    }),
    authBackendSendEmailConfirmation: build.mutation<{ email: string; sent: boolean }, { email: string }>({
      query: (body) => ({ backend: 'auth', path: 'auth/send-email-confirmation', method: 'POST', body }),
    }),
    /** Exchanges a provider's access token for a session (social login, SPEC §7). */
    authBackendProviderCallback: build.mutation<AuthResponse, ProviderCallbackArgs>({
      query: ({ provider, access_token }) => ({
        backend: 'auth',
        path: `auth/${encodeURIComponent(provider)}/callback`,
        params: { access_token },
      }),
      transformResponse: storeSession,
      invalidatesTags: changesSession,
    }),
  }),
});

export const {
  useAuthBackendGetMeQuery,
  useAuthBackendLocalLoginMutation,
  useAuthBackendLocalRegisterMutation,
  useAuthBackendForgotPasswordMutation,
  useAuthBackendResetPasswordMutation,
  useAuthBackendChangePasswordMutation,
  useAuthBackendSendEmailConfirmationMutation,
  useAuthBackendProviderCallbackMutation,
} = authBackendApi;

/** Signs the auth backend out (logout, SPEC §4): the token and user are dropped. */
export function signOutAuthBackend(): void {
  clearAuthSession();
}
