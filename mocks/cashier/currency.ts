import type { CurrencyRates } from '@/api/account/account.types';
import { walletOf } from '../account/accounts';
import { depositLimitOf, transactionsTable } from './cashier-tables';
import type { AccountRow, Currency } from '../core/schema';
import { CASHIER_CURRENCIES } from './fixtures/payment-methods';

/**
 * Account currency (account.getCurrencyRates / setCurrency): EUR is the base; a player may switch
 * between EUR and USD until the first successful deposit, and the wallet is converted at the rate.
 */
export const BASE_CURRENCY: Currency = 'EUR';
export const RATES: Record<Currency, number> = { EUR: 1, USD: 1.08 };

export const CURRENCY_LOCKED_MESSAGE = 'Currency can be changed only before the first deposit';

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(RATES, value);
}

export function hasSuccessfulDeposit(uid: number): boolean {
  return transactionsTable().some((row) => row.uid === uid && row.type === 'deposit' && row.status === 'success');
}

export function currencyRates(account: AccountRow | undefined): CurrencyRates {
  return {
    base: BASE_CURRENCY,
    rates: (Object.keys(RATES) as Currency[]).map((currency) => ({ currency, symbol: CASHIER_CURRENCIES[currency], rate: RATES[currency] })),
    can_change: account ? !hasSuccessfulDeposit(account.uid) : false,
  };
}

/**
 * Moves the account, its wallet, its deposit limit and its pending transactions to `currency`, each
 * amount converted at the rates (rounded to the cent). The caller checked that it may.
 */
export function convertAccount(account: AccountRow, currency: Currency): void {
  const from = account.currency;
  if (from === currency) return;
  const convert = (cents: number) => Math.round((cents / RATES[from]) * RATES[currency]);
  const wallet = walletOf(account);
  wallet.main = convert(wallet.main);
  wallet.bonus = convert(wallet.bonus);
  wallet.betting_bonus = convert(wallet.betting_bonus);
  wallet.fun = convert(wallet.fun);
  wallet.currency = currency;
  account.currency = currency;
  const limit = depositLimitOf(account.uid);
  if (limit) limit.limit_amount = convert(limit.limit_amount);
  for (const row of transactionsTable()) {
    if (row.uid === account.uid && row.status === 'pending') {
      row.amount = convert(row.amount);
      row.currency = currency;
    }
  }
}
