import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's own texts for a spec that runs a flow in one locale: `texts('it').t('loyalty:shop.title')`
 * reads locales/it/loyalty.json, so a flow moved to another locale queries the words that locale shows
 * instead of copies typed into the spec. A missing key throws (a copy would hide it).
 */

export type E2eLocale = 'ru' | 'en' | 'it' | 'es';

/** Address prefix of each locale: Russian, the default, has none (SPEC §2). */
export const LOCALE_PREFIX: Readonly<Record<E2eLocale, string>> = { ru: '', en: '/en', it: '/it', es: '/es' };

const LOCALES_DIR = path.join(import.meta.dirname, '..', 'locales');
const bundles = new Map<string, Record<string, unknown>>();

function bundle(locale: E2eLocale, ns: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, locale, `${ns}.json`);
  let loaded = bundles.get(file);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    bundles.set(file, loaded);
  }
  return loaded;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

export interface LocaleTexts {
  locale: E2eLocale;
  /** '' or '/it': put before an app path. */
  prefix: string;
  /**
   * 'ns:dotted.key' with `{{name}}` filled from `values`; a numeric `count` picks the plural form as
   * i18next does (`_one`, `_few`, `_many`, `_other`). Values are written as given: pass the formatted
   * amount the page is expected to show ('1,200'), the test is then about that format too.
   */
  t: (key: string, values?: Record<string, string | number>) => string;
}

export function texts(locale: E2eLocale): LocaleTexts {
  const t = (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, dotted] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const tree = bundle(locale, ns);
    const count = values.count;
    const plural = typeof count === 'number' ? lookup(tree, `${dotted}_${new Intl.PluralRules(locale).select(count)}`) : undefined;
    const text = plural ?? lookup(tree, dotted);
    if (typeof text !== 'string') throw new Error(`No text ${locale}/${ns}.json "${dotted}"`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {{${name}}} in ${locale}/${ns}.json "${dotted}"`);
      return String(value);
    });
  };
  return { locale, prefix: LOCALE_PREFIX[locale], t };
}

/** Every 'ns:dotted.key' of a tree whose text is `text`. */
function keysIn(tree: Record<string, unknown>, text: string, prefix: string): string[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    if (typeof node === 'string') return node === text ? [`${prefix}${name}`] : [];
    return node && typeof node === 'object' ? keysIn(node as Record<string, unknown>, text, `${prefix}${name}.`) : [];
  });
}

/**
 * The keys ('ns:dotted.key', every namespace of locales/{locale}/) whose text reads exactly `text`
 * (texts with `{{values}}` match only as written). Several keys may share a text ("Deposit").
 */
export function keysOfText(locale: E2eLocale, text: string): string[] {
  const files = readdirSync(path.join(LOCALES_DIR, locale)).filter((file) => file.endsWith('.json'));
  return files.flatMap((file) => {
    const ns = file.slice(0, -'.json'.length);
    return keysIn(bundle(locale, ns), text, `${ns}:`);
  });
}

/** A pattern for a name that begins with `text` (a label followed by a hint, a required mark). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** `text` as a literal piece of a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
