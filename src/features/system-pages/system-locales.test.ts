import { LOCALES } from '@/lib/i18n/locales';
import { SYSTEM_PAGE_TARGETS, SYSTEM_PAGE_TYPES } from './system-page-types';
import { SYSTEM_MESSAGES } from './system-pages-test-utils';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(SYSTEM_MESSAGES[locale] as Tree)]));
const reference = flat.en;

describe('locales/*/system.json', () => {
  it.each(LOCALES)('%s has the same keys as en', (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALES)('%s has no empty strings', (locale) => {
    const empty = Object.entries(flat[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same placeholders as en', (locale) => {
    for (const [key, text] of Object.entries(flat[locale])) {
      expect({ key, names: placeholders(text) }).toEqual({ key, names: placeholders(reference[key]) });
    }
  });

  it('gives every page a header and a description, and button texts only to pages with a target', () => {
    for (const type of SYSTEM_PAGE_TYPES) {
      expect(reference[`${type}.header`]).toBeTruthy();
      expect(reference[`${type}.description`]).toBeTruthy();
      expect(`${type}.button` in reference).toBe(SYSTEM_PAGE_TARGETS[type] !== null);
    }
  });
});
