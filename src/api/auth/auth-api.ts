import { apiNamespace, changesSession, OVERRIDE_EXISTING, sessionTags } from '../base-api';
import { readPartnerParams } from '@/lib/tracking/tracking-params';
import type { AuthContract } from './auth.contract';
import type { LoginParams, RegisterParams, RestoreParams } from './auth.types';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * How long sign-in and sign-up wait for an answer before the form says so and can be sent again.
 * Neither moves money, so trying again is safe; a login that went through is seen at the next
 * account read.
 */
export const AUTH_CALL_TIMEOUT_MS = 25_000;

/**
 * The auth namespace of the main API. Every call that changes who is signed in invalidates the
 * per-player tags, so the header, balance and favourites refetch for the new session.
 */
export const authApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    authLogin: build.mutation<AuthContract['login'], LoginParams>({
      query: (params) => mainPost('auth.login', params, { timeoutMs: AUTH_CALL_TIMEOUT_MS }),
      invalidatesTags: changesSession,
    }),
    /** Every registration (form, social completion, messaging app) carries the tracking link's partner, when one was followed. */
    authRegister: build.mutation<AuthContract['register'], RegisterParams>({
      query: (params) => mainPost('auth.register', { ...readPartnerParams(), ...params }, { timeoutMs: AUTH_CALL_TIMEOUT_MS }),
      invalidatesTags: changesSession,
    }),
    authRestore: build.mutation<AuthContract['restore'], RestoreParams>({
      query: (params) => mainPost('auth.restore', params),
    }),
    authLogout: build.mutation<AuthContract['logout'], void>({
      query: () => mainGet('auth.logout'),
      invalidatesTags: () => sessionTags() as never[],
    }),
  }),
});

export const { useAuthLoginMutation, useAuthRegisterMutation, useAuthRestoreMutation, useAuthLogoutMutation } = authApi;
