import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from './locales';

const root = join(__dirname, '../../../locales');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

function keysOf(locale: string): Map<string, string[]> {
  const files = readdirSync(join(root, locale)).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file, flatKeys(JSON.parse(readFileSync(join(root, locale, file), 'utf8')))]));
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
    for (const file of readdirSync(join(root, locale)).filter((name) => name.endsWith('.json'))) {
      const texts = JSON.stringify(JSON.parse(readFileSync(join(root, locale, file), 'utf8')));
      expect(texts, `${locale}/${file}`).not.toMatch(/:""/);
    }
  });
});
