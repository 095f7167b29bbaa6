import type { PaymentMethod, RequisiteField } from '@/api/cashier/cashier.types';
import { isCardHolder, isText } from '@/lib/validation/patterns';
import { fail } from '../core/api-method';

/**
 * Requisites of a payment (what the player pays with or is paid to): parsing the JSON text the
 * client sends, checking each field the method asks for, and masking before anything is stored.
 */

/** A payment with requisites saved earlier sends `{"saved_requisite_id": "<id>"}` instead of the fields. */
export const SAVED_REQUISITE_FIELD = 'saved_requisite_id';

type FieldErrors = Record<string, string[]>;

/** The `requisites` form field: JSON text of an object of strings (numbers are taken as text). Empty means {}. */
export function parseRequisites(text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail('InvalidParameter', 'requisites: must be a JSON object', { requisites: ['INVALID'] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail('InvalidParameter', 'requisites: must be a JSON object', { requisites: ['INVALID'] });
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === 'string') values[name] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = String(value);
    else if (value !== null && value !== undefined) fail('InvalidParameter', `requisites.${name}: must be text`, { [`requisites.${name}`]: ['INVALID'] });
  }
  return values;
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum of card numbers. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{7,15}$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

function expiryValid(value: string, nowMs: number): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(value);
  if (!match) return false;
  const now = new Date(nowMs);
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The value as it is kept (spaces out of numbers, IBAN upper-case), or null when it is not valid. */
function normalise(field: RequisiteField, raw: string, nowMs: number): string | null {
  switch (field.type) {
    case 'card_number': {
      const digits = digitsOf(raw);
      return luhnValid(digits) ? digits : null;
    }
    case 'card_expiry':
      return expiryValid(raw, nowMs) ? raw.replace(/\s/g, '').replace(/^(\d{2})(\d{2})$/, '$1/$2') : null;
    case 'card_cvv':
      return /^\d{3,4}$/.test(raw) ? raw : null;
    // The client's rules (src/lib/validation/patterns.ts), so both accept the same names and text.
    case 'card_holder':
      return isCardHolder(raw) && raw.length <= 60 ? raw.toUpperCase() : null;
    case 'email':
      return EMAIL.test(raw) ? raw : null;
    case 'phone':
      return PHONE.test(digitsOf(raw)) ? digitsOf(raw) : null;
    case 'wallet':
      return EMAIL.test(raw) ? raw : PHONE.test(digitsOf(raw)) ? digitsOf(raw) : null;
    case 'iban': {
      const iban = raw.replace(/\s/g, '').toUpperCase();
      return IBAN.test(iban) ? iban : null;
    }
    case 'crypto_address':
      return TRC20.test(raw) ? raw : null;
    case 'text':
      return isText(raw) ? raw : null;
    default:
      return raw;
  }
}

/**
 * Checks the fields `method` asks for; InvalidParameter with error_data
 * `{ 'requisites.card_number': ['INVALID'], 'requisites.card_cvv': ['REQUIRED'] }` when any is wrong.
 * Returns the normalised values (digits only, IBAN upper-case).
 */
export function checkRequisites(method: PaymentMethod, values: Record<string, string>, nowMs: number): Record<string, string> {
  const errors: FieldErrors = {};
  const clean: Record<string, string> = {};
  for (const field of method.requisites) {
    const raw = values[field.name] ?? '';
    if (raw === '') {
      if (field.required) errors[`requisites.${field.name}`] = ['REQUIRED'];
      continue;
    }
    const value = normalise(field, raw, nowMs);
    if (value === null || (field.pattern && !new RegExp(field.pattern, 'u').test(value))) errors[`requisites.${field.name}`] = ['INVALID'];
    else clean[field.name] = value;
  }
  if (Object.keys(errors).length > 0) fail('InvalidParameter', `requisites: ${Object.keys(errors).join(', ')} not valid`, errors);
  return clean;
}

function maskWallet(value: string): string {
  if (value.includes('@')) {
    const [user, domain] = value.split('@');
    return `${user.slice(0, 2)}***@${domain}`;
  }
  return `${value.slice(0, 3)}•••${value.slice(-2)}`;
}

/** What is stored of the requisites: card numbers as "•••• 4242", no CVV, wallets and accounts shortened. */
export function maskRequisites(values: Record<string, string>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'card_cvv' || name === SAVED_REQUISITE_FIELD) continue;
    if (name === 'card_number') masked[name] = `•••• ${value.slice(-4)}`;
    else if (name === 'wallet') masked[name] = maskWallet(value);
    else if (name === 'iban') masked[name] = `${value.slice(0, 4)} •••• ${value.slice(-4)}`;
    else if (name === 'crypto_address') masked[name] = `${value.slice(0, 6)}…${value.slice(-4)}`;
    else masked[name] = value;
  }
  return masked;
}

/** How the wallet page names saved requisites: the masked card number, wallet, IBAN or address. */
export function requisitesLabel(masked: Record<string, string>): string {
  return masked.card_number ?? masked.wallet ?? masked.iban ?? masked.crypto_address ?? Object.values(masked)[0] ?? '';
}
