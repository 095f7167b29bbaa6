import { sessionAccount } from '../account/accounts';
import type { VerificationReview } from './rg-rows';
import { setSessionLimit, setVerificationReview } from './rg-tables';

/**
 * Responsible gaming and verification for QA: the signed-in player's session time limit and how the
 * next identity check is reviewed. Used by the QA panel, `mock_session_limit` and
 * `mock_verification` (mocks/url-scenarios.ts) and by tests, all through mocks/scenarios.ts.
 */

/** mock_session_limit: the signed-in player's session time limit in minutes (0: none); false when nobody is signed in. */
export function setSessionLimitMinutes(minutes: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isInteger(minutes) || minutes < 0) return false;
  setSessionLimit(account.uid, minutes);
  return true;
}

/** mock_verification: how the mock Sumsub review answers the next submitted check (decision record 030). */
export function setVerificationOutcome(review: VerificationReview): void {
  setVerificationReview(review);
}
