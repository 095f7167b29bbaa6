import type { Contact } from '@/api/account/account.types';
import { loginContact, showsConfirmHint, showsRegistrationHint } from './hint-rules';

const REG = 1_700_000_000; // Unix seconds
const at = (ms: number) => REG * 1000 + ms;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const email = (contact: string, is_confirmed = false): Contact => ({ type: 'email', contact, is_confirmed, is_subscribed: true });

describe('registration hint window (2 hours, no deposits)', () => {
  it('shows right after registration without deposits, until exactly 2 hours', () => {
    expect(showsRegistrationHint(REG, at(0), 0)).toBe(true);
    expect(showsRegistrationHint(REG, at(2 * HOUR - 1), 0)).toBe(true);
    expect(showsRegistrationHint(REG, at(2 * HOUR), 0)).toBe(false);
  });

  it('never shows once there is a deposit', () => {
    expect(showsRegistrationHint(REG, at(60_000), 1)).toBe(false);
  });
});

describe('confirm-contact hint window (5 days, unconfirmed, no confirm_sent)', () => {
  const unconfirmed = email('new@example.com');
  it('shows for 5 days (86400000 ms a day) while the login contact is unconfirmed', () => {
    expect(showsConfirmHint(REG, at(0), unconfirmed, false)).toBe(true);
    expect(showsConfirmHint(REG, at(5 * DAY - 1), unconfirmed, false)).toBe(true);
    expect(showsConfirmHint(REG, at(5 * DAY), unconfirmed, false)).toBe(false);
  });

  it('hides for a confirmed contact, a stored confirm_sent flag, or no login contact', () => {
    expect(showsConfirmHint(REG, at(0), email('new@example.com', true), false)).toBe(false);
    expect(showsConfirmHint(REG, at(0), unconfirmed, true)).toBe(false);
    expect(showsConfirmHint(REG, at(0), undefined, false)).toBe(false);
  });
});

describe('loginContact', () => {
  const phone: Contact = { type: 'phone', contact: '+34 600 111 222', is_confirmed: false, is_subscribed: false };
  it('finds the email case-insensitively and a phone by its digits', () => {
    expect(loginContact('New@Example.com', [phone, email('new@example.com')])?.type).toBe('email');
    expect(loginContact('34600111222', [email('a@b.cd'), phone])).toBe(phone);
    expect(loginContact('other@example.com', [email('a@b.cd')])).toBeUndefined();
    expect(loginContact(null, [email('a@b.cd')])).toBeUndefined();
  });
});
