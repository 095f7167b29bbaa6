import type { Locale } from '@/lib/i18n/locales';

/**
 * Bump when the shape of MockDb changes: a browser holding an older persisted copy is reseeded
 * instead of crashing on missing fields.
 */
export const DB_VERSION = 1;

export type Currency = 'EUR' | 'USD';

export interface ProfileRow {
  first_name: string;
  last_name: string;
  /** 1 male, 2 female, 0 not set */
  sex: number;
  /** dd.mm.yyyy */
  birth_date: string | null;
  document_number: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
}

export interface ContactRow {
  type: 'email' | 'phone';
  contact: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
  phone_country_code?: string;
}

export interface AccountFlags {
  banned: boolean;
  deleted: boolean;
  is_verified: boolean;
  is_on_verification: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  two_factor_auth: boolean;
}

export interface AccountRow {
  uid: number;
  /** The login, lower-case; also the first email contact. */
  email: string;
  password: string;
  fakename: string | null;
  /** Unix seconds. */
  reg_time: number;
  /** null: the site's own choice (path, cookie, browser) wins. */
  locale: Locale | null;
  currency: Currency;
  profile: ProfileRow;
  contacts: ContactRow[];
  flags: AccountFlags;
  /** The code the next two-factor challenge accepts (mock only; a real server sends it). */
  two_factor_code: string | null;
}

/** Balances in cents, so deposits and bets never drift through floating point. */
export interface WalletRow {
  uid: number;
  currency: Currency;
  main: number;
  bonus: number;
  betting_bonus: number;
  fun: number;
}

export interface SessionRow {
  currentUid: number | null;
}

export interface MockDb {
  version: number;
  /** Unix ms of the seed; fixtures that are "recent" are relative to it. */
  seededAt: number;
  nextUid: number;
  accounts: AccountRow[];
  wallets: WalletRow[];
  session: SessionRow;
  /** Per-uid key/value store of the storage namespace (values are strings, as sent). */
  storage: Record<number, Record<string, string>>;
}
