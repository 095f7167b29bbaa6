import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The translation files of the tests that read them whole (locales/<locale>/<namespace>.json). */
const root = join(__dirname, '../../locales');

/** The JSON files of one locale, by file name (`common.json`). */
export function localeFiles(locale: string): Map<string, Record<string, unknown>> {
  const files = readdirSync(join(root, locale)).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file, JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, unknown>]));
}

/** Every key of a translation tree, dotted (`auth.signIn`). */
export function flatKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}
