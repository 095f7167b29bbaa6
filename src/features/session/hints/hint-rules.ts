import type { Contact } from '@/api/account/account.types';
import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS } from '../session-constants';

/** Epoch ms until which the registration hint may show: reg_time (Unix seconds) + 2 hours. */
export function registrationHintUntil(regTime: number): number {
  return regTime * 1000 + REGISTRATION_HINT_MS;
}

/** Epoch ms until which the confirm-contact hint may show: reg_time (Unix seconds) + 5 days. */
export function confirmHintUntil(regTime: number): number {
  return regTime * 1000 + CONFIRM_HINT_MS;
}

/** SPEC §4: within 2 hours of registration and only without any deposit. */
export function showsRegistrationHint(regTime: number, now: number, depositCount: number): boolean {
  return now < registrationHintUntil(regTime) && depositCount === 0;
}

/**
 * The contact the player signs in with: the one equal to the login (emails case-insensitively,
 * phones by their digits, as the login may be sent without its leading +).
 */
export function loginContact(login: string | null, contacts: readonly Contact[]): Contact | undefined {
  if (!login) return undefined;
  const wanted = login.trim().toLowerCase();
  const digits = wanted.replace(/\D/g, '');
  return contacts.find((item) =>
    item.type === 'email' ? item.contact.toLowerCase() === wanted : digits !== '' && item.contact.replace(/\D/g, '') === digits,
  );
}

/** SPEC §4: within 5 days of registration, the login contact unconfirmed, no confirm_sent flag. */
export function showsConfirmHint(regTime: number, now: number, contact: Contact | undefined, confirmSent: boolean): boolean {
  return now < confirmHintUntil(regTime) && !!contact && !contact.is_confirmed && !confirmSent;
}
