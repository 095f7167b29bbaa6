import type { SeoRecord, SeoReplacement } from '@/api/cms/seo.types';

/** A placeholder is `##word##`; `##name##` is the page's entity (game or promotion name). */
const PLACEHOLDER = /##[\w-]+##/;
export const NAME_PLACEHOLDER = '##name##';

/**
 * Fills the record's replacements and the entity name into a text. A text that still holds a
 * placeholder (the entity is not known yet, or the record names one it does not define) is null:
 * the caller falls back, so no raw `##name##` ever reaches a title or the page.
 */
export function fillPlaceholders(
  text: string | null | undefined,
  replacements: readonly SeoReplacement[] | null | undefined,
  entityName: string | null,
): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  let out = text;
  if (entityName) out = out.split(NAME_PLACEHOLDER).join(entityName);
  for (const entry of replacements ?? []) {
    if (entry && typeof entry.placeholder === 'string' && entry.placeholder && typeof entry.text === 'string') {
      out = out.split(entry.placeholder).join(entry.text);
    }
  }
  return PLACEHOLDER.test(out) ? null : out;
}

/** The record's text fields with every placeholder filled (or null where one is left). */
export interface FilledRecord {
  title: string | null;
  description: string | null;
  text: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  fill: (value: string | null | undefined) => string | null;
}

export function fillRecord(record: SeoRecord, entityName: string | null): FilledRecord {
  const fill = (value: string | null | undefined) => fillPlaceholders(value, record.replacements, entityName);
  const title = fill(record.title);
  const description = fill(record.description);
  return {
    title,
    description,
    text: fill(record.text),
    ogTitle: fill(record.openGraph?.title) ?? title,
    ogDescription: fill(record.openGraph?.description) ?? description,
    fill,
  };
}
