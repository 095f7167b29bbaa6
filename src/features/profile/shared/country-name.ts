/** A country's name in the interface language (Intl), falling back to the server's name. */
export function countryName(locale: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
