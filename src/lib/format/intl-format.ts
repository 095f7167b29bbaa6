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
