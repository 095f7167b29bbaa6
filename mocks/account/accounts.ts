import { db, persistDb } from '../core/db';
import type { AccountFlags, AccountRow, Currency, ProfileRow, WalletRow } from '../core/schema';

/** The profile of a player who has just registered: nothing filled in yet. */
export function blankProfile(overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    first_name: '',
    last_name: '',
    sex: 0,
    birth_date: null,
    document_number: null,
    country: null,
    country_code: null,
    region: null,
    home_town: null,
    address: null,
    postcode: null,
    ...overrides,
  };
}

/** The flags of a newly registered player. */
export function newPlayerFlags(overrides: Partial<AccountFlags> = {}): AccountFlags {
  return {
    banned: false,
    deleted: false,
    is_verified: false,
    is_on_verification: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    two_factor_auth: false,
    ...overrides,
  };
}

export function findAccountByEmail(email: string): AccountRow | undefined {
  const wanted = email.trim().toLowerCase();
  return db().accounts.find((account) => account.email === wanted);
}

export function getAccount(uid: number): AccountRow | undefined {
  return db().accounts.find((account) => account.uid === uid);
}

/** The signed-in account, or undefined for an anonymous visitor. */
export function sessionAccount(): AccountRow | undefined {
  const uid = db().session.currentUid;
  return uid === null ? undefined : getAccount(uid);
}

export function setSession(uid: number | null): void {
  db().session.currentUid = uid;
  persistDb();
}

/** The wallet of an account; created empty on first use so new accounts need no extra step. */
export function walletOf(account: AccountRow): WalletRow {
  const tables = db();
  let wallet = tables.wallets.find((row) => row.uid === account.uid);
  if (!wallet) {
    wallet = { uid: account.uid, currency: account.currency, main: 0, bonus: 0, betting_bonus: 0, fun: 0 };
    tables.wallets.push(wallet);
  }
  return wallet;
}

/** Wire shape of an amount: cents to a number with at most two decimals. */
export function money(cents: number, currency: Currency): { amount: number; currency: Currency } {
  return { amount: Math.round(cents) / 100, currency };
}

export function balancesOf(wallet: WalletRow | undefined, currency: Currency = 'EUR') {
  const cur = wallet?.currency ?? currency;
  return {
    balance_main: money(wallet?.main ?? 0, cur),
    balance_bonus: money(wallet?.bonus ?? 0, cur),
    balance_betting_bonus: money(wallet?.betting_bonus ?? 0, cur),
    balance_fun: money(wallet?.fun ?? 0, cur),
  };
}
