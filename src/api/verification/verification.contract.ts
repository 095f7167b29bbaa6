/**
 * verification.* of SPEC §7 (identity verification through Sumsub, decision record 023):
 * method -> the `data` it answers with. The shapes are not in the spec.
 */
export interface VerificationContract {
  /** POST: the player's applicant at the verification service (asking again answers the same one). */
  createApplicant: { applicant_id: string };
  /** POST {externalActionId optional}: a short-lived access token for the WebSDK. */
  getAccessToken: { token: string };
}
