import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { VerificationContract } from './verification.contract';

/**
 * Identity verification (SPEC §7): the SDK flow of the verification page asks for an applicant,
 * then a token (again whenever the SDK says the token expired). Both are writes: nothing cached.
 */
export const verificationApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    verificationCreateApplicant: build.mutation<VerificationContract['createApplicant'], void>({
      query: () => ({ ns: 'verification', method: 'createApplicant', post: true }),
    }),
    verificationGetAccessToken: build.mutation<VerificationContract['getAccessToken'], { externalActionId?: string | null }>({
      query: ({ externalActionId }) => ({ ns: 'verification', method: 'getAccessToken', params: { externalActionId: externalActionId ?? null }, post: true }),
    }),
  }),
});

export const { useVerificationCreateApplicantMutation, useVerificationGetAccessTokenMutation } = verificationApi;
