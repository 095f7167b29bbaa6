import { baseApi, SESSION_TAGS } from '../base-api';
import type { LoginParams, RegisterParams, RestoreParams } from './auth.types';

/**
 * The auth namespace of the main API. Every call that changes who is signed in invalidates the
 * per-player tags, so the header, balance and favourites refetch for the new session.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, LoginParams>({
      query: (params) => ({ ns: 'auth', method: 'login', params: { ...params }, post: true }),
      invalidatesTags: (_result, error) => (error ? [] : [...SESSION_TAGS]),
    }),
    register: build.mutation<unknown, RegisterParams>({
      query: (params) => ({ ns: 'auth', method: 'register', params, post: true }),
      invalidatesTags: (_result, error) => (error ? [] : [...SESSION_TAGS]),
    }),
    restore: build.mutation<unknown, RestoreParams>({
      query: (params) => ({ ns: 'auth', method: 'restore', params: { ...params }, post: true }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ ns: 'auth', method: 'logout' }),
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useRestoreMutation, useLogoutMutation } = authApi;
