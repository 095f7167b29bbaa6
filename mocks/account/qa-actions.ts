import { findAccountByEmail, sessionAccount, setSession, walletOf } from './accounts';
import { persistDb } from '../core/db';
import type { AccountRow } from '../core/schema';

/**
 * Who is signed in and what they hold, for QA: signing in without a password, signing out and
 * setting the balance. Used by the QA panel, `mock_login`, `mock_logout` and `mock_balance`
 * (mocks/url-scenarios.ts) and by tests, all through mocks/scenarios.ts.
 */

/** Signs in directly (no password, no 2FA, even a banned account). Throws for an unknown email. */
export function signInAs(email: string): AccountRow {
  const account = findAccountByEmail(email);
  if (!account) throw new Error(`signInAs: no mock account "${email}"`);
  setSession(account.uid);
  return account;
}

export function signOut(): void {
  setSession(null);
}

/** Sets the main balance of the signed-in player (mock_balance, QA panel); false when nobody is signed in. */
export function setMainBalance(amount: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isFinite(amount) || amount < 0) return false;
  walletOf(account).main = Math.round(amount * 100);
  persistDb();
  return true;
}
