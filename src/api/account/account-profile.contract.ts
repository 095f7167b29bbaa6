import type { Done } from '../wire';

/**
 * The profile methods of account.* (SPEC §7) that the profile area uses: personal data, contacts,
 * subscriptions, password and two-factor. Kept beside AccountContract so the
 * namespaces that grow the account contract at the same time do not edit one list; the mock serves
 * both under `account`.
 */

/** A field of the profile form (SPEC §3 Profile). */
export type ProfileFieldName =
  | 'first_name'
  | 'last_name'
  | 'sex'
  | 'birth_date'
  | 'document_number'
  | 'country'
  | 'region'
  | 'home_town'
  | 'address'
  | 'postcode';

/** account.getPersonalDataFields: which profile fields this site asks for, and how. */
export interface PersonalDataField {
  name: ProfileFieldName;
  is_required: boolean;
  /** Postcode only: the configured pattern (SPEC §5 "or a configured regex"); null for up to 8 digits. */
  pattern?: string | null;
}

/** A country the phone field offers (account.getContactPhoneSettings). */
export interface PhoneCountry {
  /** ISO 3166 alpha-2, e.g. IT. */
  country_code: string;
  name: string;
  /** Digits without +, e.g. 39. */
  phone_code: string;
}

export interface ContactPhoneSettings {
  default_country_code: string;
  items: PhoneCountry[];
}

/** changeTwoFactorAuth answers what the authenticator app needs when switching on, nothing when off. */
export interface TwoFactorChange {
  enable: boolean;
  /** Base32 secret and its otpauth:// address (drawn as a QR code); null when switching off. */
  secret: string | null;
  otpauth_url: string | null;
  /** Seconds before another change may be requested. */
  resend_time: number;
}

export interface AccountProfileContract {
  getPersonalDataFields: { items: PersonalDataField[] };
  getContactPhoneSettings: ContactPhoneSettings;
  /** SPEC §7/§8: 1 means success; anything else is "Failed to save data". */
  saveProfileInfo: number;
  /** POST {fakename}. */
  changeFakeName: Done;
  /** POST {contact, phone_country_code for phone}. */
  addContact: Done;
  /** POST {contact, code}: 1 means confirmed; anything else "Can not confirm contact" (SPEC §8). */
  confirmContact: number;
  /** POST {contact, subscription '1' or '0'}. */
  changeSubscription: Done;
  /** POST {old_password, new_password, repeat_password}. */
  changePassword: Done;
  /** POST {enable '1' or '0'}: asks for the change; a code is sent; confirmTwoFactorAuth applies it. */
  changeTwoFactorAuth: TwoFactorChange;
  /** POST {code}: applies the pending two-factor change. */
  confirmTwoFactorAuth: Done;
  /** POST with the query of the unsubscribe link (email, hash); signed-in players unsubscribe every contact. */
  unsubscribe: Done;
}
