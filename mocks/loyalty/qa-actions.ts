import { sessionAccount } from '../account/accounts';
import { addQaPoints, queueQaNotice } from './loyalty-tables';

/**
 * The loyalty programme's side for QA: points and notifications for the signed-in player. Used by
 * the QA panel's Loyalty section, `mock_loyalty_points` and `mock_loyalty_notice`
 * (mocks/url-scenarios.ts) and by tests, all through mocks/scenarios.ts.
 */

/** mock_loyalty_points: adds loyalty points to the signed-in player (with a credit notification); false when nobody is signed in. */
export function addLoyaltyPoints(points: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isFinite(points) || points <= 0) return false;
  addQaPoints(account, points);
  return true;
}

/** mock_loyalty_notice: queues a loyalty notification (credit: success toast, other: error toast); false when nobody is signed in. */
export function queueLoyaltyNotice(type: 'credit' | 'other'): boolean {
  const account = sessionAccount();
  if (!account) return false;
  queueQaNotice(account, type);
  return true;
}
