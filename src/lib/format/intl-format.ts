/**
 * What the browser's Intl writes in the interface language. The rest of the product writes the fixed
 * formats of SPEC §9 (format.ts) and does not pay for building Intl formatters during the start;
 * lint keeps `Intl` inside this folder.
 */

/** A country's name in the interface language, falling back to the server's name. */
export function countryName(locale: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** An amount with its currency as the locale writes it: ('en', 1000.5, 'EUR') -> "€1,000.50", ('it', ...) -> "1000,50 €". */
export function formatLocalMoney(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A date with its time as the locale writes it, medium date and short time: "Jan 5, 2024, 9:05 AM" in en. */
export function formatLocalDateTime(locale: string, input: Date | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(input);
}
