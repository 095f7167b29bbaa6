import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { VerificationContract } from './verification.contract';
import { mainPost } from '../contract/main-call';

/**
 * Identity verification (SPEC §7): the SDK flow of the verification page asks for an applicant,
 * then a token (again whenever the SDK says the token expired). Both are writes: nothing cached.
 */
export const verificationApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    verificationCreateApplicant: build.mutation<VerificationContract['createApplicant'], void>({
      query: () => mainPost('verification.createApplicant'),
    }),
    verificationGetAccessToken: build.mutation<VerificationContract['getAccessToken'], { externalActionId?: string | null }>({
      query: ({ externalActionId }) => mainPost('verification.getAccessToken', { externalActionId: externalActionId ?? null }),
    }),
  }),
});

export const { useVerificationCreateApplicantMutation, useVerificationGetAccessTokenMutation } = verificationApi;
