import { type E2eLocale, keysOfText, texts } from './locale-texts';

/** A page's h1 in each locale it was walked in. */
export type HeadingsByLocale = Partial<Record<E2eLocale, string>>;

const LOCALES: readonly E2eLocale[] = ['ru', 'en', 'it', 'es'];

/**
 * Why the h1 a page showed in `locale` is not that locale's own, or null when it is. The English
 * h1 of the same page is the reference:
 * - an English heading that is one of the English texts (locales/en) must read, in the other
 *   locales, as the text of one of those keys there (a page showing "Deposit" on /it/ fails, a text
 *   that is the same word in both languages passes);
 * - any other heading (a name from the data, a text with values) must differ from the English one
 *   (in en: from the Russian one), unless it reads the same in all four locales, as a game's name does.
 */
export function foreignHeading(locale: E2eLocale, headings: HeadingsByLocale): string | null {
  const shown = headings[locale];
  const english = headings.en;
  if (shown === undefined || english === undefined) return null;
  const keys = keysOfText('en', english);
  if (keys.length > 0) {
    if (locale === 'en') return null;
    // A key the locale lacks (or whose text wants values) offers no text: the heading then fails against the others.
    const own = [
      ...new Set(
        keys.flatMap((key) => {
          try {
            return [texts(locale).t(key)];
          } catch {
            return [];
          }
        }),
      ),
    ];
    if (own.includes(shown)) return null;
    const named = keys.length > 2 ? `${keys.slice(0, 2).join(', ')} and ${keys.length - 2} more` : keys.join(', ');
    return `shows "${shown}", not ${own.map((text) => `"${text}"`).join(' or ')} (the ${locale} text of ${named}, "${english}" in en)`;
  }
  const reference = locale === 'en' ? 'ru' : 'en';
  if (shown !== headings[reference]) return null;
  const sameEverywhere = LOCALES.every((other) => headings[other] === shown);
  return sameEverywhere ? null : `shows "${shown}" as in ${reference}, though the page's heading differs between locales (${JSON.stringify(headings)})`;
}
