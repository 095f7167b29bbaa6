import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { balancesOf, sessionAccount, setSession, walletOf } from './accounts';
import { persistDb } from '../core/db';
import { MAX_DEPOSIT_LIMIT, selfExclude, setDepositLimit } from '../responsible-gaming/rg-tables';
import { settleDue } from '../cashier/cashier-tables';
import type { AccountRow } from '../core/schema';
import { convertAccount, currencyRates, CURRENCY_LOCKED_MESSAGE, isCurrency, RATES } from '../cashier/currency';
import { depositLimitView } from '../cashier/deposit-limit';
import { fail, type ContractMethods, read, requireAccount, requireParam, write } from '../core/api-method';
import type { AccountContract } from '@/api/account/account.contract';
import type { DepositLimitPeriod, SelfExclusionPeriod } from '@/api/account/account.types';

const isDepositLimitPeriod = (value: string): value is DepositLimitPeriod => ['none', 'day', 'week', 'month'].includes(value);
const isSelfExclusionPeriod = (value: string): value is SelfExclusionPeriod => ['1m', '3m', '6m', '1y', 'forever'].includes(value);

/** Account info of SPEC §3 as the server sends it. */
export function accountInfo(account: AccountRow | undefined) {
  if (!account) {
    return {
      uid: 0,
      reg_time: null,
      login: null,
      fakename: null,
      is_subscribed: false,
      ...balancesOf(undefined),
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: false,
      country_code: null,
      locale: null,
      two_factor_auth: false,
    };
  }
  return {
    uid: account.uid,
    reg_time: account.reg_time,
    login: account.email,
    fakename: account.fakename,
    is_subscribed: account.contacts.some((contact) => contact.is_subscribed),
    ...balancesOf(walletOf(account)),
    is_on_verification: account.flags.is_on_verification,
    is_verified: account.flags.is_verified,
    is_kyc_block_enabled: account.flags.is_kyc_block_enabled,
    is_registration_completed: account.flags.is_registration_completed,
    country_code: account.profile.country_code,
    locale: account.locale,
    two_factor_auth: account.flags.two_factor_auth,
  };
}

/** Reads that show the balance first settle the cashier's due deposits (mocks/cashier/cashier-tables.ts). */
export const accountMethods = {
  getInfo: read(() => {
    settleDue();
    return accountInfo(sessionAccount());
  }),

  getBalance: read(() => {
    const account = requireAccount();
    settleDue();
    return balancesOf(walletOf(account));
  }),

  changeLocale: write((ctx) => {
    const account = requireAccount();
    const locale = requireParam(ctx, 'locale');
    if (!isLocale(locale)) {
      fail('InvalidParameter', `locale: must be one of ${LOCALES.join(', ')}`, { locale: ['INVALID'] });
    }
    account.locale = locale;
    return 1;
  }),

  getProfileInfo: read(() => {
    const account = requireAccount();
    return { ...account.profile, contacts: account.contacts.map((contact) => ({ ...contact })) };
  }),

  /** "Sends" a confirmation link or code to one of the player's unconfirmed contacts. */
  sendConfirmationToContact: write((ctx) => {
    const account = requireAccount();
    const wanted = requireParam(ctx, 'contact').trim().toLowerCase();
    const contact = account.contacts.find((item) => item.contact.toLowerCase() === wanted);
    if (!contact) fail('InvalidParameter', 'contact: not a contact of this user', { contact: ['NOT_FOUND'] });
    if (contact.is_confirmed) fail('InvalidParameter', 'contact: already confirmed', { contact: ['ALREADY_CONFIRMED'] });
    return 1;
  }),

  /** Signed-in only. Whole units; `period: 'none'` with zeros when no limit is set (mocks/cashier/deposit-limit.ts). */
  getDepositLimit: read(() => {
    const { uid } = requireAccount();
    settleDue();
    return depositLimitView(uid);
  }),

  /** POST {period, amount}: the limit the mock cashier enforces (mocks/responsible-gaming/rg-tables.ts, decision record 023). */
  setDepositLimit: write((ctx) => {
    const account = requireAccount();
    const period = requireParam(ctx, 'period');
    if (!isDepositLimitPeriod(period)) fail('InvalidParameter', 'period: one of none, day, week, month', { period: ['INVALID'] });
    const amount = period === 'none' ? 0 : Number(requireParam(ctx, 'amount'));
    if (period !== 'none' && !(Number.isInteger(amount) && amount >= 1 && amount <= MAX_DEPOSIT_LIMIT)) {
      fail('InvalidParameter', `amount: a whole number from 1 to ${MAX_DEPOSIT_LIMIT}`, { amount: ['INVALID'] });
    }
    try {
      setDepositLimit(account, period, amount);
    } catch {
      fail('InvalidRequest', 'Deposit limit can not be changed', { period: ['LOCKED'] });
    }
    return 1 as const;
  }),

  /** POST {period}: records the exclusion and ends the session (decision record 023). */
  setSelfExclusion: write((ctx) => {
    const account = requireAccount();
    const period = requireParam(ctx, 'period');
    if (!isSelfExclusionPeriod(period)) fail('InvalidParameter', 'period: one of 1m, 3m, 6m, 1y, forever', { period: ['INVALID'] });
    selfExclude(account, period);
    setSession(null);
    return 1 as const;
  }),

  /** POST: the player started the identity check (SPEC §7); verified players stay as they are. */
  setUserOnVerification: write(() => {
    const account = requireAccount();
    if (!account.flags.is_verified) account.flags.is_on_verification = true;
    persistDb();
    return 1 as const;
  }),

  /** Base EUR; `can_change` while the account has no successful deposit (false for visitors). */
  getCurrencyRates: read(() => {
    settleDue();
    return currencyRates(sessionAccount());
  }),

  /** POST {currency}: EUR or USD, before the first successful deposit; converts the wallet at the rate. */
  setCurrency: write((ctx) => {
    const account = requireAccount();
    settleDue();
    const currency = requireParam(ctx, 'currency').trim().toUpperCase();
    if (!isCurrency(currency)) {
      fail('InvalidParameter', `currency: one of ${Object.keys(RATES).join(', ')}`, { currency: ['INVALID'] });
    }
    if (!currencyRates(account).can_change) fail('InvalidRequest', CURRENCY_LOCKED_MESSAGE, { currency: ['LOCKED'] });
    convertAccount(account, currency);
    return 1 as const;
  }),
} satisfies ContractMethods<AccountContract>;
