import type { DepositLimitPeriod, SelfExclusionPeriod } from '@/api/account/account.types';
import type { AccountRow } from '../core/schema';
import { seedDepositLimits } from '../cashier/fixtures/transactions';
import { depositLimitsTable, nowMs } from '../cashier/cashier-tables';
import { getAccount } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { SelfExclusionRow, VerificationRow, VerificationReview } from './rg-rows';

/**
 * Responsible gaming and identity verification in the mock database (decision record 023). The
 * deposit limit lives in the cashier's own table (mocks/cashier/cashier-tables.ts), so a limit set here
 * is the one the mock cashier enforces. The other two tables are optional in MockDb, created on
 * first use.
 */

export function selfExclusionsTable(): Record<number, SelfExclusionRow> {
  const tables = db();
  tables.selfExclusions ??= {};
  return tables.selfExclusions;
}

export function verificationsTable(): Record<number, VerificationRow> {
  const tables = db();
  tables.verifications ??= {};
  return tables.verifications;
}

/** Deposit limits: whole units between 1 and this. */
export const MAX_DEPOSIT_LIMIT = 1_000_000;

/**
 * account.setDepositLimit: writes the cashier's limit row (cents); `none` removes the limit. The
 * mock applies every change at once (a real operator may delay a raise: decision record 023).
 * A row with can_edit false refuses any change.
 */
export function setDepositLimit(account: AccountRow, period: DepositLimitPeriod, amount: number): void {
  const limits = depositLimitsTable();
  const current = limits[account.uid];
  if (current && !current.can_edit) throw new Error('LOCKED');
  const setAt = Math.floor(nowMs() / 1000);
  limits[account.uid] = period === 'none'
    ? { period: 'none', limit_amount: 0, can_edit: true, set_at: setAt }
    : { period, limit_amount: Math.round(amount * 100), can_edit: true, set_at: setAt };
  persistDb();
}

const MONTHS: Record<Exclude<SelfExclusionPeriod, 'forever'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/** account.setSelfExclusion: records it (the caller ends the session). */
export function selfExclude(account: AccountRow, period: SelfExclusionPeriod): SelfExclusionRow {
  const from = new Date(nowMs());
  let until: number | null = null;
  if (period !== 'forever') {
    const end = new Date(from);
    end.setMonth(end.getMonth() + MONTHS[period]);
    until = Math.floor(end.getTime() / 1000);
  }
  const row: SelfExclusionRow = { period, from: Math.floor(from.getTime() / 1000), until };
  selfExclusionsTable()[account.uid] = row;
  persistDb();
  return row;
}

/** The exclusion in force for `uid` now, if any. */
export function activeSelfExclusion(uid: number, atMs: number = nowMs()): SelfExclusionRow | null {
  const row = selfExclusionsTable()[uid];
  if (!row) return null;
  return row.until === null || row.until * 1000 > atMs ? row : null;
}

function randomPart(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** verification.createApplicant: one applicant per player (asking again answers the same one). */
export function ensureApplicant(account: AccountRow): VerificationRow {
  const table = verificationsTable();
  table[account.uid] ??= {
    applicantId: `mock-applicant-${account.uid}-${randomPart()}`,
    status: 'init',
    answer: null,
    tokens: [],
    externalActionId: null,
    createdAt: Math.floor(nowMs() / 1000),
  };
  persistDb();
  return table[account.uid];
}

/** verification.getAccessToken: a new token for the player's applicant. */
export function issueToken(account: AccountRow, externalActionId: string | null): string {
  const row = ensureApplicant(account);
  const token = `_act-mock-${account.uid}-${randomPart()}`;
  row.tokens.push(token);
  if (externalActionId) row.externalActionId = externalActionId;
  persistDb();
  return token;
}

/** The player a token was issued to, and their applicant. */
export function applicantByToken(token: string): { uid: number; row: VerificationRow } | null {
  for (const [uid, row] of Object.entries(verificationsTable())) {
    if (row.tokens.includes(token)) return { uid: Number(uid), row };
  }
  return null;
}

/** The stand-in SDK sent the documents: the check is pending and the account is on verification. */
export function submitApplicant(token: string): VerificationRow | null {
  const found = applicantByToken(token);
  const account = found && getAccount(found.uid);
  if (!found || !account) return null;
  found.row.status = 'pending';
  found.row.answer = null;
  account.flags.is_on_verification = true;
  persistDb();
  return found.row;
}

/**
 * The review came back (Sumsub's webhook to the real backend): GREEN verifies the account and
 * lifts the KYC block; RED leaves it unverified. Either way it is no longer on verification.
 */
export function reviewApplicant(token: string, answer: 'GREEN' | 'RED'): VerificationRow | null {
  const found = applicantByToken(token);
  const account = found && getAccount(found.uid);
  if (!found || !account) return null;
  found.row.status = 'completed';
  found.row.answer = answer;
  account.flags.is_on_verification = false;
  if (answer === 'GREEN') {
    account.flags.is_verified = true;
    account.flags.is_kyc_block_enabled = false;
  }
  persistDb();
  return found.row;
}

export const VERIFICATION_REVIEWS: readonly VerificationReview[] = ['approve', 'reject', 'pending'];

export function verificationReview(): VerificationReview {
  return db().verificationReview ?? 'approve';
}

export function setVerificationReview(review: VerificationReview): void {
  db().verificationReview = review;
  persistDb();
}

/** The player's check waiting for a review (submitted, no answer yet), if any. */
export function pendingApplicantOf(uid: number): VerificationRow | null {
  const row = verificationsTable()[uid];
  return row?.status === 'pending' ? row : null;
}

/** QA answers a waiting check now (as the review would); false when the player has none waiting. */
export function decidePendingReview(uid: number, answer: 'GREEN' | 'RED'): boolean {
  const token = pendingApplicantOf(uid)?.tokens.at(-1);
  return token !== undefined && reviewApplicant(token, answer) !== null;
}

/** QA: the player's deposit limit back to its seed (none for players seeded without one). */
export function resetDepositLimit(uid: number): void {
  const tables = db();
  const seeded = seedDepositLimits(tables.accounts, tables.seededAt)[uid];
  const limits = depositLimitsTable();
  if (seeded) limits[uid] = seeded;
  else delete limits[uid];
  persistDb();
}

/** The players whose self-exclusion runs now (they cannot sign in). */
export function selfExcludedAccounts(atMs: number = nowMs()): { account: AccountRow; row: SelfExclusionRow }[] {
  return Object.keys(selfExclusionsTable())
    .map(Number)
    .flatMap((uid) => {
      const row = activeSelfExclusion(uid, atMs);
      const account = row && getAccount(uid);
      return row && account ? [{ account, row }] : [];
    });
}

/** QA lifts a self-exclusion: the player can sign in again. */
export function liftSelfExclusion(uid: number): void {
  delete selfExclusionsTable()[uid];
  persistDb();
}

/**
 * The server-storage key of the player's session time limit in minutes, as the responsible-gaming
 * feature writes it (SESSION_LIMIT_KEY of src/features/responsible-gaming/rg-flags.ts).
 */
export const SESSION_LIMIT_STORAGE_KEY = 'rg_session_limit';

/** The player's session time limit in minutes (0: none). */
export function sessionLimitOf(uid: number): number {
  return Number(db().storage[uid]?.[SESSION_LIMIT_STORAGE_KEY] ?? '0') || 0;
}

/** QA sets the player's session time limit (any whole number of minutes, e.g. 1; 0 removes it). */
export function setSessionLimit(uid: number, minutes: number): void {
  const storage = db().storage;
  storage[uid] ??= {};
  storage[uid][SESSION_LIMIT_STORAGE_KEY] = String(Math.max(0, Math.round(minutes)));
  persistDb();
}
