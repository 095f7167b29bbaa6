/** Display formatting of SPEC §9: amounts, money, dates, times, progress (plurals are i18next's). */

export interface FormatAmountOptions {
  /**
   * 'auto' (default) shows 2 decimals only when the value, rounded to cents, has a fraction;
   * 'always' shows them on whole numbers too (e.g. balances that must line up).
   */
  decimals?: 'auto' | 'always';
}

/** "1234567" -> "1,234,567": the comma thousands separator the spec asks for in every locale. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A non-negative number rounded to cents as en-US formatting rounds it: the shortest decimal that
 * reads back as the number (1.005, not 1.00499999999999989...), half away from zero.
 */
function toCents(abs: number): { whole: string; cents: string } {
  // Below 1e-6 String() writes an exponent; all of those round to zero cents.
  if (abs < 1e-6) return { whole: '0', cents: '00' };
  // (From 1e21 on String() writes an exponent too; no amount of this product gets there.)
  const [integer = '0', fraction = ''] = String(abs).split('.');
  let cents = BigInt(integer + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return { whole: digits.slice(0, -2), cents: digits.slice(-2) };
}

/**
 * 1000 -> "1,000"; 1000.5 -> "1,000.50"; -1234567.891 -> "-1,234,567.89". Non-finite values show as "0".
 * Written out instead of an `Intl.NumberFormat`: building the first one makes Chromium load its number
 * data, the costliest function of the page's start; a test checks it writes what
 * en-US formatting writes.
 */
export function formatAmount(value: number, opts: FormatAmountOptions = {}): string {
  if (!Number.isFinite(value)) return '0';
  const { whole, cents } = toCents(Math.abs(value));
  let text = `${value < 0 ? '-' : ''}${groupThousands(whole)}.${cents}`;
  // Rounding can leave "-0.00" for tiny negatives; a sign on zero only confuses players.
  if (/^-0\.00$/.test(text)) text = '0.00';
  if (opts.decimals !== 'always' && text.endsWith('.00')) text = text.slice(0, -3);
  return text;
}

/** Symbols of the currencies the product knows; any other code is shown as a suffix. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  RUB: '₽',
  GBP: '£',
};

// Rouble amounts read "1,000 ₽"; the Western symbols precede the number ("€1,000").
const SUFFIX_SYMBOLS = new Set(['RUB']);

/** The symbol of a currency code, or the code itself when none is known. */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency;
}

/** formatMoney(1000.5, 'EUR') -> "€1,000.50"; (5, 'RUB') -> "5 ₽"; (5, 'BTC') -> "5 BTC"; negatives keep the sign first. */
export function formatMoney(amount: number, currency: string, opts: FormatAmountOptions = {}): string {
  const code = currency.toUpperCase();
  const number = formatAmount(amount, opts);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  const sign = negative ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[code];
  if (symbol && !SUFFIX_SYMBOLS.has(code)) return `${sign}${symbol}${digits}`;
  return `${sign}${digits} ${symbol ?? code}`;
}

/** Anything a date can be given as: a Date, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy in the viewer's time zone; '' for an invalid date. Numbers are epoch milliseconds. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** h:mm on a 24-hour clock, hour without a leading zero (9:05, 21:30); '' for an invalid date. */
export function formatTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${date.getHours()}:${pad2(date.getMinutes())}`;
}

/** How far current is from min towards max, in percent, clamped to 0..100. A zero-width range is 0 or 100. */
export function progressPercent(min: number, max: number, current: number): number {
  if (![min, max, current].every(Number.isFinite)) return 0;
  if (max <= min) return current >= max ? 100 : 0;
  const percent = ((current - min) / (max - min)) * 100;
  // Extreme inputs can overflow to Infinity / Infinity.
  if (Number.isNaN(percent)) return current >= max ? 100 : 0;
  return Math.min(100, Math.max(0, percent));
}
