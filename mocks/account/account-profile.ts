import type { AccountProfileContract, PersonalDataField, PhoneCountry, ProfileFieldName } from '@/api/account/account-profile.contract';
import { checkDate } from '@/lib/validation/date';
import { hasForbiddenPasswordChars, isAddress, isEmail, isFakename, isName, isPostcode, isText, PASSWORD_MAX, PASSWORD_MIN, PLACE_NAME_MAX } from '@/lib/validation/patterns';
import { db } from '../core/db';
import {
  mockTwoFactorSecret,
  PROFILE_MOCK_CODE,
  profileStateOf,
  TWO_FACTOR_CHANGE_RESEND_SECONDS,
  TWO_FACTOR_CHANGE_TTL_MS,
} from './profile-tables';
import type { AccountRow, ContactRow } from '../core/schema';
import { type ApiContext, type ContractMethods, fail, read, requireAccount, requireParam, write } from '../core/api-method';

/**
 * The profile methods of account.* (src/api/account/account-profile.contract.ts, decision record 021):
 * stateful on the account row; every contact code and two-factor code is 123456.
 */

/** The fields the mock site asks for; postcode with the default rule (up to 8 digits). */
export const PERSONAL_DATA_FIELDS: PersonalDataField[] = [
  { name: 'first_name', is_required: true },
  { name: 'last_name', is_required: true },
  { name: 'sex', is_required: true },
  { name: 'birth_date', is_required: true },
  { name: 'document_number', is_required: false },
  { name: 'country', is_required: true },
  { name: 'region', is_required: false },
  { name: 'home_town', is_required: false },
  { name: 'address', is_required: false },
  { name: 'postcode', is_required: false, pattern: null },
];

export const PHONE_COUNTRIES: PhoneCountry[] = [
  { country_code: 'AT', name: 'Austria', phone_code: '43' },
  { country_code: 'BR', name: 'Brazil', phone_code: '55' },
  { country_code: 'DE', name: 'Germany', phone_code: '49' },
  { country_code: 'ES', name: 'Spain', phone_code: '34' },
  { country_code: 'FR', name: 'France', phone_code: '33' },
  { country_code: 'GB', name: 'United Kingdom', phone_code: '44' },
  { country_code: 'IT', name: 'Italy', phone_code: '39' },
  { country_code: 'NL', name: 'Netherlands', phone_code: '31' },
  { country_code: 'RU', name: 'Russia', phone_code: '7' },
];

/** A document number the mock treats as belonging to someone else: the server-side field error on demand. */
export const TAKEN_DOCUMENT_NUMBER = '000.000.000-00';

type FieldErrors = Record<string, string[]>;

function failFields(errors: FieldErrors): never {
  const message = Object.entries(errors).map(([field, codes]) => `${field}: ${codes.join(', ')}`).join('; ');
  return fail('InvalidParameter', message, errors);
}

const text = (ctx: ApiContext, name: string) => (ctx.body[name] ?? '').trim();

function checkProfile(ctx: ApiContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: ProfileFieldName, code: string) => (errors[field] ??= []).push(code);
  for (const field of PERSONAL_DATA_FIELDS) {
    const value = text(ctx, field.name);
    if (!value || (field.name === 'sex' && value === '0')) {
      if (field.is_required) add(field.name, 'REQUIRED');
      continue;
    }
    switch (field.name) {
      case 'first_name':
      case 'last_name':
        if (!isName(value)) add(field.name, 'INVALID');
        break;
      // The client's rule for towns and regions (profile-form-model.ts): SPEC §5's general text.
      case 'region':
      case 'home_town':
        if (!isText(value) || value.length > PLACE_NAME_MAX) add(field.name, 'INVALID');
        break;
      case 'address':
        if (!isAddress(value)) add(field.name, 'INVALID');
        break;
      case 'postcode':
        if (!isPostcode(value, field.pattern)) add(field.name, 'INVALID');
        break;
      case 'sex':
        if (value !== '1' && value !== '2') add(field.name, 'INVALID');
        break;
      case 'birth_date':
        if (checkDate(value, '01.01.1900', adultLimit()) !== 'ok') add(field.name, 'INVALID');
        break;
      case 'document_number':
        if (!/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value)) add(field.name, 'INVALID');
        else if (value === TAKEN_DOCUMENT_NUMBER) add(field.name, 'ALREADY_EXISTS');
        break;
      case 'country':
        if (!PHONE_COUNTRIES.some((country) => country.country_code === value)) add(field.name, 'INVALID');
        break;
    }
  }
  return errors;
}

/** The latest birth date of an adult (18 today). */
function adultLimit(): Date {
  const now = new Date();
  return new Date(now.getFullYear() - 18, now.getMonth(), now.getDate());
}

function findContact(account: AccountRow, wanted: string): ContactRow | undefined {
  const value = wanted.trim().toLowerCase();
  const digits = value.replace(/\D/g, '');
  return account.contacts.find((contact) =>
    contact.type === 'email' ? contact.contact.toLowerCase() === value : digits !== '' && contact.contact.replace(/\D/g, '') === digits,
  );
}

const TWO_FACTOR = {
  required: 'two_factor_auth is enable',
  invalid: 'two_factor_auth: code is invalid',
  format: 'the code must contain 6 digits',
  expired: 'Time expired',
  resend: 'Resend time is',
} as const;

export const accountProfileMethods = {
  getPersonalDataFields: read(() => {
    requireAccount();
    return { items: PERSONAL_DATA_FIELDS.map((field) => ({ ...field })) };
  }),

  getContactPhoneSettings: read(() => {
    const account = requireAccount();
    const own = PHONE_COUNTRIES.some((country) => country.country_code === account.profile.country_code);
    return { default_country_code: own ? (account.profile.country_code as string) : 'IT', items: PHONE_COUNTRIES.map((item) => ({ ...item })) };
  }),

  /** POST with every profile field; 1 on success, InvalidParameter with per-field codes otherwise. */
  saveProfileInfo: write((ctx) => {
    const account = requireAccount();
    const errors = checkProfile(ctx);
    if (Object.keys(errors).length > 0) failFields(errors);
    const country = PHONE_COUNTRIES.find((item) => item.country_code === text(ctx, 'country'));
    const optional = (name: string) => text(ctx, name) || null;
    account.profile = {
      ...account.profile,
      first_name: text(ctx, 'first_name'),
      last_name: text(ctx, 'last_name'),
      sex: Number(text(ctx, 'sex') || 0),
      birth_date: optional('birth_date'),
      document_number: optional('document_number'),
      country: country?.name ?? null,
      country_code: country?.country_code ?? null,
      region: optional('region'),
      home_town: optional('home_town'),
      address: optional('address'),
      postcode: optional('postcode'),
    };
    return 1;
  }),

  changeFakeName: write((ctx) => {
    const account = requireAccount();
    const fakename = requireParam(ctx, 'fakename').trim();
    if (!isFakename(fakename)) failFields({ fakename: ['INVALID'] });
    const taken = db().accounts.some((other) => other.uid !== account.uid && other.fakename?.toLowerCase() === fakename.toLowerCase());
    if (taken) failFields({ fakename: ['ALREADY_EXISTS'] });
    account.fakename = fakename;
    return 1 as const;
  }),

  /** POST {contact, phone_country_code for phone}: a new unconfirmed, unsubscribed contact. */
  addContact: write((ctx) => {
    const account = requireAccount();
    const raw = requireParam(ctx, 'contact').trim();
    const isMail = raw.includes('@');
    if (isMail && !isEmail(raw)) failFields({ contact: ['INVALID'] });
    const countryCode = ctx.body.phone_country_code ?? '';
    const country = PHONE_COUNTRIES.find((item) => item.country_code === countryCode);
    if (!isMail) {
      if (!country) failFields({ phone_country_code: ['INVALID'] });
      if (!/^\+?\d{7,15}$/.test(raw.replace(/[\s()-]/g, '')) || !raw.replace(/\D/g, '').startsWith(country.phone_code)) {
        failFields({ contact: ['INVALID'] });
      }
    }
    const contact = isMail ? raw.toLowerCase() : `+${raw.replace(/\D/g, '')}`;
    const taken = db().accounts.some((other) => findContact(other, contact));
    if (taken) failFields({ contact: ['ALREADY_EXISTS'] });
    account.contacts.push(
      isMail
        ? { type: 'email', contact, is_confirmed: false, is_subscribed: false }
        : { type: 'phone', contact, is_confirmed: false, is_subscribed: false, phone_country_code: country?.country_code },
    );
    return 1 as const;
  }),

  /** POST {contact, code}: 123456 confirms; a wrong code is a field error on code. */
  confirmContact: write((ctx) => {
    const account = requireAccount();
    const contact = findContact(account, requireParam(ctx, 'contact'));
    if (!contact) failFields({ contact: ['NOT_FOUND'] });
    if (contact.is_confirmed) return 1;
    const code = requireParam(ctx, 'code').trim();
    if (!/^\d{6}$/.test(code) || code !== PROFILE_MOCK_CODE) fail('InvalidParameter', 'code: wrong confirmation code', { code: ['INVALID'] });
    contact.is_confirmed = true;
    return 1;
  }),

  /** POST {contact, subscription '1' or '0'}: confirmed contacts only. */
  changeSubscription: write((ctx) => {
    const account = requireAccount();
    const contact = findContact(account, requireParam(ctx, 'contact'));
    if (!contact) failFields({ contact: ['NOT_FOUND'] });
    const subscription = requireParam(ctx, 'subscription');
    if (subscription !== '1' && subscription !== '0') failFields({ subscription: ['INVALID'] });
    if (subscription === '1' && !contact.is_confirmed) fail('UserNeedConfirmContact', 'Contact is not confirmed', { contact: ['NOT_CONFIRMED'] });
    contact.is_subscribed = subscription === '1';
    return 1 as const;
  }),

  /** POST {old_password, new_password, repeat_password}: the next sign-in checks the new one. */
  changePassword: write((ctx) => {
    const account = requireAccount();
    const oldPassword = requireParam(ctx, 'old_password');
    const password = requireParam(ctx, 'new_password');
    if (account.password !== oldPassword) failFields({ old_password: ['WRONG'] });
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || hasForbiddenPasswordChars(password)) {
      failFields({ new_password: ['INVALID'] });
    }
    if (password !== (ctx.body.repeat_password ?? '')) failFields({ repeat_password: ['MISMATCH'] });
    if (password === oldPassword) failFields({ new_password: ['SAME'] });
    account.password = password;
    return 1 as const;
  }),

  /** POST {enable '1' or '0'}: asks for a change and "sends" a code; confirmTwoFactorAuth applies it. */
  changeTwoFactorAuth: write((ctx) => {
    const account = requireAccount();
    const enable = requireParam(ctx, 'enable') === '1';
    if (enable && account.flags.two_factor_auth) fail('InvalidRequest', TWO_FACTOR.required);
    if (!enable && !account.flags.two_factor_auth) fail('InvalidRequest', 'two_factor_auth is disabled');
    const state = profileStateOf(account.uid);
    const now = Date.now();
    const pending = state.twoFactor;
    if (pending && pending.enable === enable) {
      const wait = Math.ceil((pending.requestedAt + TWO_FACTOR_CHANGE_RESEND_SECONDS * 1000 - now) / 1000);
      if (wait > 0) fail('InvalidRequest', `${TWO_FACTOR.resend} ${wait}`, { resend_time: wait });
    }
    const secret = enable ? mockTwoFactorSecret(account.uid) : null;
    state.twoFactor = { enable, secret, requestedAt: now };
    const label = encodeURIComponent(`Lucky Orbit:${account.email}`);
    return {
      enable,
      secret,
      otpauth_url: secret ? `otpauth://totp/${label}?secret=${secret}&issuer=Lucky%20Orbit` : null,
      resend_time: TWO_FACTOR_CHANGE_RESEND_SECONDS,
    };
  }),

  /** POST {code}: 123456 applies the pending change; the five SPEC §8 messages otherwise. */
  confirmTwoFactorAuth: write((ctx) => {
    const account = requireAccount();
    const state = profileStateOf(account.uid);
    const pending = state.twoFactor;
    const code = (ctx.body.code ?? '').trim();
    if (!/^\d{6}$/.test(code)) fail('InvalidParameter', TWO_FACTOR.format, { code: ['FORMAT'] });
    if (!pending || Date.now() - pending.requestedAt > TWO_FACTOR_CHANGE_TTL_MS) {
      state.twoFactor = null;
      fail('InvalidRequest', TWO_FACTOR.expired);
    }
    if (code !== PROFILE_MOCK_CODE) fail('InvalidParameter', TWO_FACTOR.invalid, { code: ['INVALID'] });
    account.flags.two_factor_auth = pending.enable;
    account.two_factor_code = pending.enable ? PROFILE_MOCK_CODE : null;
    state.twoFactor = null;
    return 1 as const;
  }),

  /** POST: the contact of the link (email) or, signed in, every contact of the player stops getting mail. */
  unsubscribe: write((ctx) => {
    const email = (ctx.body.email ?? ctx.query.get('email') ?? '').trim().toLowerCase();
    if (email) {
      const owner = db().accounts.find((account) => findContact(account, email));
      const contact = owner && findContact(owner, email);
      if (!contact) failFields({ email: ['NOT_FOUND'] });
      contact.is_subscribed = false;
      return 1 as const;
    }
    const account = requireAccount();
    for (const contact of account.contacts) contact.is_subscribed = false;
    return 1 as const;
  }),
} satisfies ContractMethods<AccountProfileContract>;
