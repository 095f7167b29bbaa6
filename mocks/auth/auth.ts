import { isLocale } from '@/lib/i18n/locales';
import { blankProfile, findAccountByEmail, newPlayerFlags, sessionAccount, setSession, walletOf } from '../account/accounts';
import { db } from '../core/db';
import { issueResetCode } from './password-reset-tables';
import { activeSelfExclusion } from '../responsible-gaming/rg-tables';
import type { AccountRow, Currency, MockDb } from '../core/schema';
import { GENERAL_INFO } from '../cms/fixtures/metadata';
import { accountInfo } from '../account/account';
import { type ApiContext, fail, type ContractMethods, requireParam, write, read } from '../core/api-method';
import { registerDelegated } from './auth-telegram';
import { recordPartner } from './register-partner';
import type { AuthContract } from '@/api/auth/auth.contract';

/** Seconds before a new two-factor code may be sent again (answered as error_data.resend_time). */
export const TWO_FACTOR_RESEND_SECONDS = 30;
/** How long a sent two-factor code stays valid. */
export const TWO_FACTOR_CODE_TTL_MS = 5 * 60_000;

/** The five two-factor messages of SPEC §8, exactly as the server words them. */
export const TWO_FACTOR_MESSAGES = {
  required: 'two_factor_auth is enable',
  invalid: 'two_factor_auth: code is invalid',
  format: 'the code must contain 6 digits',
  expired: 'Time expired',
  resend: 'Resend time is',
} as const;

// When the last code went out, per uid. Keyed by the database object, so a reseed (tests, QA
// reset) forgets every pending challenge; a browser reload forgets them too, like a lost SMS.
const sentCodes = new WeakMap<MockDb, Map<number, number>>();

function codesSent(): Map<number, number> {
  const tables = db();
  let sent = sentCodes.get(tables);
  if (!sent) {
    sent = new Map();
    sentCodes.set(tables, sent);
  }
  return sent;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;
const PROMO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Email (any case) or phone number (digits compared; the client strips a leading +). */
function findByLogin(login: string): AccountRow | undefined {
  const value = login.trim();
  if (value.includes('@')) return findAccountByEmail(value);
  const digits = value.replace(/\D/g, '');
  if (!digits) return undefined;
  return db().accounts.find((account) =>
    account.contacts.some((contact) => contact.type === 'phone' && contact.contact.replace(/\D/g, '') === digits),
  );
}

/** The second factor: without a code a new one is "sent"; with one it must be fresh and right. */
function checkSecondFactor(account: AccountRow, code: string | undefined): void {
  const sent = codesSent();
  const now = Date.now();
  const sentAt = sent.get(account.uid);
  if (code === undefined || code === '') {
    if (sentAt !== undefined) {
      const wait = Math.ceil((sentAt + TWO_FACTOR_RESEND_SECONDS * 1000 - now) / 1000);
      if (wait > 0) fail('Authorization', `${TWO_FACTOR_MESSAGES.resend} ${wait}`, { resend_time: wait });
    }
    sent.set(account.uid, now);
    fail('Authorization', TWO_FACTOR_MESSAGES.required, { resend_time: TWO_FACTOR_RESEND_SECONDS });
  }
  if (!/^\d{6}$/.test(code)) fail('Authorization', TWO_FACTOR_MESSAGES.format);
  if (sentAt === undefined || now - sentAt > TWO_FACTOR_CODE_TTL_MS) {
    sent.delete(account.uid);
    fail('Authorization', TWO_FACTOR_MESSAGES.expired);
  }
  if (code !== account.two_factor_code) fail('Authorization', TWO_FACTOR_MESSAGES.invalid);
  sent.delete(account.uid);
}

function login(ctx: ApiContext) {
  const loginValue = requireParam(ctx, 'login');
  const password = requireParam(ctx, 'password');
  const account = findByLogin(loginValue);
  if (!account || account.password !== password) fail('Authorization', 'Wrong login or password');
  if (account.flags.banned) fail('UserBanned', 'User is banned');
  if (account.flags.deleted) fail('UserDeleted', 'User is deleted');
  // Responsible gaming (mocks/responsible-gaming/rg-tables.ts): no sign-in while a self-exclusion runs.
  if (activeSelfExclusion(account.uid)) fail('Authorization', 'User is self-excluded');
  if (account.flags.two_factor_auth) checkSecondFactor(account, ctx.body.code);
  setSession(account.uid);
  return accountInfo(account);
}

type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, field: string, code: string) {
  (errors[field] ??= []).push(code);
}

function register(ctx: ApiContext) {
  // Messaging-app registration and the social-registration completion live with the social mock.
  if (ctx.body.is_tg || ctx.body.complete_registration) {
    const delegated = registerDelegated(ctx);
    recordPartner(sessionAccount(), ctx);
    return delegated;
  }
  const { email = '', phone = '', password = '', currency = '', promo_code: promoCode = '', terms = '', fakename = '' } = ctx.body;
  const errors: FieldErrors = {};
  const wanted = email.trim().toLowerCase();
  const phoneDigits = phone.replace(/\D/g, '');
  if (!wanted && !phone) addError(errors, 'email', 'REQUIRED');
  else if (wanted && !EMAIL_PATTERN.test(wanted)) addError(errors, 'email', 'INVALID');
  else if (wanted && findAccountByEmail(wanted)) addError(errors, 'email', 'ALREADY_EXISTS');
  if (phone && !/^[1-9]\d{6,14}$/.test(phoneDigits)) addError(errors, 'phone', 'INVALID');
  else if (phone && findByLogin(phoneDigits)) addError(errors, 'phone', 'ALREADY_EXISTS');
  if (!password) addError(errors, 'password', 'REQUIRED');
  else if (password.length < 6) addError(errors, 'password', 'TOO_SHORT');
  else if (password.length > 20) addError(errors, 'password', 'TOO_LONG');
  if (fakename && !/^[\p{L}\p{N}]{4,}$/u.test(fakename)) addError(errors, 'fakename', 'INVALID');
  const chosen = currency || GENERAL_INFO.default_currency;
  if (!GENERAL_INFO.available_currencies.includes(chosen)) addError(errors, 'currency', 'INVALID');
  if (promoCode && !PROMO_PATTERN.test(promoCode)) addError(errors, 'promo_code', 'INVALID');
  if (terms !== '1' && terms !== 'true') addError(errors, 'terms', 'REQUIRED');
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const message = fields.map((field) => `${field}: ${errors[field].join(', ')}`).join('; ');
    fail('InvalidParameter', message, errors);
  }

  const tables = db();
  const uid = tables.nextUid++;
  const account: AccountRow = {
    uid,
    // A phone-only player logs in with the phone digits.
    email: wanted || phoneDigits,
    password,
    fakename: fakename || null,
    reg_time: Math.floor(Date.now() / 1000),
    locale: isLocale(ctx.locale) ? ctx.locale : null,
    currency: chosen as Currency,
    profile: blankProfile(),
    contacts: [
      ...(wanted ? [{ type: 'email' as const, contact: wanted, is_confirmed: false, is_subscribed: ctx.body.is_subscribed === '1' }] : []),
      ...(phone ? [{ type: 'phone' as const, contact: `+${phoneDigits}`, is_confirmed: false, is_subscribed: false }] : []),
    ],
    flags: newPlayerFlags(),
    two_factor_code: null,
  };
  recordPartner(account, ctx);
  tables.accounts.push(account);
  walletOf(account);
  setSession(uid);
  return accountInfo(account);
}

/** "E-mails" a password-reset link in the locale of the request (mocks/auth/password-reset-tables.ts). */
function restore(ctx: ApiContext) {
  const loginValue = requireParam(ctx, 'login');
  const account = findByLogin(loginValue) ?? fail('InvalidParameter', 'login: user not found', { login: ['NOT_FOUND'] });
  issueResetCode(account, ctx.locale);
  return 1 as const;
}

/** The auth namespace (SPEC §7): login with the optional second factor, register, restore, logout. */
export const authMethods = {
  login: write(login),
  register: write(register),
  restore: write(restore),
  logout: read(() => {
    const account = sessionAccount();
    if (account) codesSent().delete(account.uid);
    setSession(null);
    return 1;
  }),
} satisfies ContractMethods<AuthContract>;
