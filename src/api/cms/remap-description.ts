import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/** Entities whose descriptions the content configuration maps to our field names (SPEC §3, §7). */
export const DESCRIPTION_ENTITIES = ['banner', 'jackpot', 'tournament', 'offer'] as const;
export type DescriptionEntity = (typeof DESCRIPTION_ENTITIES)[number];

/** Our field name -> the field name the server uses in its description object. */
export type DescriptionFieldMap = Readonly<Record<string, string>>;

type Loose = Record<string, unknown>;

function isMultilingual(value: unknown): value is Loose {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isLocale);
}

/** A multilingual value ({ ru, en, ... }) in `locale`, else the default locale, else English, else any. */
function pickLocale(value: Loose, locale: string | undefined): unknown {
  for (const code of [locale, DEFAULT_LOCALE, 'en']) {
    if (code && value[code] !== undefined && value[code] !== null && value[code] !== '') return value[code];
  }
  return Object.values(value).find((item) => item !== undefined && item !== null && item !== '') ?? null;
}

/**
 * The ONE description remapping of the app: reads each of `keys` from a server description under
 * the name the content configuration gives it (`fields`), or under its own name when the
 * configuration is silent. Multilingual values resolve to `locale`; missing fields become null.
 * remapDescription({ name_ml: { en: 'Mega' } }, ['title'], { title: 'name_ml' }, 'en') -> { title: 'Mega' }
 */
export function remapDescription<K extends string>(
  raw: unknown,
  keys: readonly K[],
  fields: DescriptionFieldMap = {},
  locale?: string,
): Record<K, unknown> {
  const source: Loose = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Loose) : {};
  const out = {} as Record<K, unknown>;
  for (const key of keys) {
    const configured = Object.hasOwn(fields, key) ? fields[key] : undefined;
    const name = configured && Object.hasOwn(source, configured) ? configured : key;
    const value = Object.hasOwn(source, name) ? source[name] : null;
    out[key] = isMultilingual(value) ? pickLocale(value, locale) : (value ?? null);
  }
  return out;
}

/** A description value as display text: strings trimmed, numbers as text, anything else null. */
export function descriptionText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A description value as a number ("3" counts); anything else is `fallback`. */
export function descriptionNumber(value: unknown, fallback = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}
