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

export function isAuthenticated(info: Pick<AccountInfo, 'uid'> | undefined | null): boolean {
  return !!info && info.uid > 0;
}
