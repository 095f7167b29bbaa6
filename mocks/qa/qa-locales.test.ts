import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { DEMO_ACCOUNTS } from '../account/fixtures/demo-accounts';

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const load = (locale: string) => JSON.parse(readFileSync(resolve('locales', locale, 'qa.json'), 'utf8')) as unknown;

describe('qa translations', () => {
  it('have the same keys in every locale, with no empty texts', () => {
    const reference = keys(load('en')).sort();
    for (const locale of LOCALES) {
      const file = load(locale);
      expect(keys(file).sort(), locale).toEqual(reference);
      for (const key of reference) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        expect(typeof text === 'string' && text.trim() !== '', `${locale}:${key}`).toBe(true);
      }
    }
    for (const account of DEMO_ACCOUNTS) expect(reference).toContain(account.descriptionKey);
  });
});
