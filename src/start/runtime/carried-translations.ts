/**
 * The texts a prerendered page carries: the build writes the page's
 * namespaces, in its locale, into a JSON data block beside #root, and the client starts i18next
 * with them instead of fetching one chunk per namespace before it can hydrate.
 * Type-only `@/` imports: the build's prerender plugin (scripts/prerender) writes the block with this module.
 */
import type { NamespaceBundles } from '@/lib/i18n/i18n';

/** The id of the `<script type="application/json">` block. */
export const CARRIED_TRANSLATIONS_ID = 'lo-translations';

/** The data block's HTML: JSON with every `<` escaped, so no text can close the script element. */
export function carriedTranslationsHtml(locale: string, bundles: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(bundles).replace(/</g, '\\u003c');
  const lang = locale.replace(/[^a-z-]/gi, '');
  return `<script type="application/json" id="${CARRIED_TRANSLATIONS_ID}" data-locale="${lang}">${json}</script>`;
}

function isBundles(value: unknown): value is NamespaceBundles {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((bundle) => typeof bundle === 'object' && bundle !== null && !Array.isArray(bundle));
}

/**
 * The texts the document carries for `locale`; none when it carries none, carries another locale's
 * (a page served for another address) or carries something unreadable.
 */
export function carriedTranslations(doc: Document, locale: string): NamespaceBundles {
  const block = doc.getElementById(CARRIED_TRANSLATIONS_ID);
  if (!block?.textContent || block.dataset.locale !== locale) return {};
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    return isBundles(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
