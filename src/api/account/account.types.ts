export interface Money {
  amount: number;
  currency: string;
}

/** Account info of SPEC §3. uid above 0 means authenticated. */
export interface AccountInfo {
  uid: number;
  reg_time: number | null;
  login: string | null;
  fakename: string | null;
  is_subscribed: boolean;
  balance_main: Money;
  balance_bonus: Money;
  balance_betting_bonus: Money;
  balance_fun: Money;
  is_on_verification: boolean;
  is_verified: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  country_code: string | null;
  locale: string | null;
  two_factor_auth: boolean;
}

export type Balance = Pick<AccountInfo, 'balance_main' | 'balance_bonus' | 'balance_betting_bonus' | 'balance_fun'>;

/** A contact of SPEC §3 (email or phone). */
export interface Contact {
  type: 'email' | 'phone';
  contact: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
  phone_country_code?: string;
}

/** account.getProfileInfo (fields=contacts,document): the profile of SPEC §3 with its contacts. */
export interface ProfileInfo {
  first_name: string;
  last_name: string;
  sex: number;
  birth_date: string | null;
  document_number: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
  contacts: Contact[];
}

/** A deposit limit period; `none` means no limit is set (SPEC §3, default none). */
export type DepositLimitPeriod = 'none' | 'day' | 'week' | 'month';

/** Self-exclusion lengths: months, a year, or for good. */
export type SelfExclusionPeriod = '1m' | '3m' | '6m' | '1y' | 'forever';

/** account.getDepositLimit (SPEC §3 "Deposit limit"); amounts in whole units of the account currency. */
export interface DepositLimit {
  available_amount: number;
  can_edit: boolean;
  /** Unix seconds when the current period ends, or null. */
  expired_at: number | null;
  limit_amount: number;
  period: DepositLimitPeriod;
}

/** account.getCurrencyRates: what one unit of the base currency is worth in each currency. */
export interface CurrencyRates {
  base: string;
  rates: Array<{ currency: string; symbol: string; rate: number }>;
  /** false once the account has a deposit: its currency is then fixed. */
  can_change: boolean;
}
