import { isLocale } from '@/lib/i18n/locales';
import { blankProfile, findAccountByEmail, newPlayerFlags, setSession, walletOf } from '../account/accounts';
import { db } from '../core/db';
import type { AccountRow, Currency } from '../core/schema';
import { GENERAL_INFO } from '../cms/fixtures/metadata';
import { accountInfo } from '../account/account';
import { type ApiContext, fail, requireAccount } from '../core/api-method';

/**
 * Accounts made by a social provider or the messaging app. Their login is a provider handle
 * (`google_ab12`, `tg_555000111`) rather than an email, and they start without an email contact;
 * `completed: false` makes the app ask for the missing data (SPEC §2 social-registration popup).
 */
export interface SocialAccountSeed {
  login: string;
  firstName: string;
  locale?: string | null;
  completed: boolean;
}

export function createSocialAccount(seed: SocialAccountSeed): AccountRow {
  const tables = db();
  const uid = tables.nextUid++;
  const account: AccountRow = {
    uid,
    email: seed.login.toLowerCase(),
    password: '',
    fakename: null,
    reg_time: Math.floor(Date.now() / 1000),
    locale: isLocale(seed.locale) ? seed.locale : null,
    currency: GENERAL_INFO.default_currency as Currency,
    profile: blankProfile({ first_name: seed.firstName }),
    contacts: [],
    flags: newPlayerFlags({ is_registration_completed: seed.completed }),
    two_factor_code: null,
  };
  tables.accounts.push(account);
  walletOf(account);
  return account;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;

/**
 * auth.register with complete_registration=1 (called by the signed-in player from the
 * social-registration popup): adds the email contact, sets the currency, records the terms and
 * marks the registration complete. Field errors come back as InvalidParameter with error_data.
 */
export function completeSocialRegistration(ctx: ApiContext) {
  const account = requireAccount();
  if (account.flags.is_registration_completed) fail('InvalidRequest', 'Registration is already completed');
  const errors: Record<string, string[]> = {};
  const email = (ctx.body.email ?? '').trim().toLowerCase();
  const hasEmail = account.contacts.some((contact) => contact.type === 'email');
  if (!hasEmail) {
    if (!email) errors.email = ['REQUIRED'];
    else if (!EMAIL_PATTERN.test(email)) errors.email = ['INVALID'];
    else if (findAccountByEmail(email)) errors.email = ['ALREADY_EXISTS'];
  }
  const currency = ctx.body.currency || GENERAL_INFO.default_currency;
  if (!GENERAL_INFO.available_currencies.includes(currency)) errors.currency = ['INVALID'];
  if (ctx.body.terms !== '1' && ctx.body.terms !== 'true') errors.terms = ['REQUIRED'];
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    fail('InvalidParameter', fields.map((field) => `${field}: ${errors[field].join(', ')}`).join('; '), errors);
  }
  if (!hasEmail) account.contacts.push({ type: 'email', contact: email, is_confirmed: false, is_subscribed: ctx.body.is_subscribed === '1' });
  account.currency = currency as Currency;
  walletOf(account).currency = account.currency;
  account.flags.is_registration_completed = true;
  setSession(account.uid);
  return accountInfo(account);
}
