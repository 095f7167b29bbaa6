import { flatKeys, localeFiles } from '@/testing/locale-files';
import { LOCALES } from './locales';

function keysOf(locale: string): Map<string, string[]> {
  return new Map([...localeFiles(locale)].map(([file, tree]) => [file, flatKeys(tree)]));
}

describe('translations', () => {
  const reference = keysOf('en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the namespaces and keys of en', (locale) => {
    const other = keysOf(locale);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [file, keys] of reference) {
      expect({ file, keys: [...(other.get(file) ?? [])].sort() }).toEqual({ file, keys: [...keys].sort() });
    }
  });

  it.each(LOCALES)('%s has no empty texts', (locale) => {
    for (const [file, tree] of localeFiles(locale)) {
      expect(JSON.stringify(tree), `${locale}/${file}`).not.toMatch(/:""/);
    }
  });
});
