import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/router/paths';
import { getAccount } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { AccountRow, PasswordResetRow } from '../core/schema';

/** How long an e-mailed reset link works. */
export const RESET_CODE_TTL_MS = 60 * 60_000;

function rows(): PasswordResetRow[] {
  return (db().passwordResets ??= []);
}

function newCode(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The address the mock "e-mails": the reset page of the player's locale with the code (decision record on password reset). */
export function resetLink(code: string, locale: Locale): string {
  return href(locale, 'resetPassword', undefined, { code });
}

/**
 * "Sends" a reset e-mail: a new code for the account (the older ones stop working, as Strapi keeps one
 * reset token per user). The link is logged and listed in the QA panel, since no mail leaves the mock.
 */
export function issueResetCode(account: AccountRow, locale: string | null | undefined, now = Date.now()): PasswordResetRow {
  const code = newCode();
  const lang = isLocale(locale) ? locale : isLocale(account.locale) ? account.locale : DEFAULT_LOCALE;
  const row: PasswordResetRow = { code, uid: account.uid, login: account.email, link: resetLink(code, lang), issuedAt: now, expiresAt: now + RESET_CODE_TTL_MS };
  db().passwordResets = [...rows().filter((item) => item.uid !== account.uid), row];
  persistDb();
  console.warn(`[mocks] password reset link (no e-mail leaves the mock): ${row.link}`);
  return row;
}

/** The links still waiting to be used, newest first (QA panel). */
export function sentResetLinks(): PasswordResetRow[] {
  return [...rows()].reverse();
}

/**
 * Uses a code once: the account it was issued for, 'expired' after its time (or forced by QA), or
 * 'unknown' for a code never issued or already used. An expired code is dropped too.
 */
export function consumeResetCode(code: string, now = Date.now()): AccountRow | 'expired' | 'unknown' {
  const row = rows().find((item) => item.code === code);
  if (!row) return 'unknown';
  db().passwordResets = rows().filter((item) => item !== row);
  persistDb();
  if (now >= row.expiresAt) return 'expired';
  return getAccount(row.uid) ?? 'unknown';
}

/** QA (mock_password_reset=expire, the QA panel): every link sent so far has expired. Returns how many. */
export function expireResetCodes(now = Date.now()): number {
  const list = rows();
  for (const row of list) row.expiresAt = Math.min(row.expiresAt, now);
  persistDb();
  return list.length;
}
