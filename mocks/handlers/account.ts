import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { balancesOf, sessionAccount, walletOf } from '../db/accounts';
import type { AccountRow } from '../db/schema';
import { fail, type ContractMethods, read, requireAccount, requireParam, write } from './api-method';
import type { AccountContract } from '@/api/account/account.contract';

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

export const accountMethods = {
  getInfo: read(() => accountInfo(sessionAccount())),

  getBalance: read(() => balancesOf(walletOf(requireAccount()))),

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
} satisfies ContractMethods<AccountContract>;
