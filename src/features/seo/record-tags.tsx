import type { SeoMetaEntry, SeoRecord } from '@/api/cms/seo.types';
import { isReferrerPolicyAsStrict, SITE_REFERRER_POLICY } from '@/lib/config/referrer-policy';
import type { HeadDefaults } from './default-head';
import { absolute } from './json-ld';
import type { FilledRecord } from './replacements';
import { STATIC_MARK } from './static-head';

/** Names the head sets itself; a meta entry of the same name would duplicate them. */
const OWN_NAMES = new Set(['description', 'robots']);

/**
 * The http-equiv values a record may set: harmless hints only. Others act like response headers
 * (refresh sends every visitor elsewhere, set-cookie, content-security-policy...), in the client's
 * head and in the build's prerendered pages alike, so they are refused.
 */
export const ALLOWED_HTTP_EQUIV = new Set(['content-language', 'x-ua-compatible']);

/**
 * A record's `<meta name="referrer">` overrides the site's Referrer-Policy header in the page: only a
 * policy that sends no more than the site's is rendered, so a record cannot leak full addresses
 * (the reset and confirmation links' query, a player's paths) to other sites.
 */
function isAllowedReferrer(entry: SeoMetaEntry): boolean {
  if (entry.name?.trim().toLowerCase() !== 'referrer') return true;
  if (isReferrerPolicyAsStrict(entry.content ?? '')) return true;
  console.warn(`[seo] refused the meta referrer ${JSON.stringify(entry.content)} of an SEO record; only policies as strict as ${SITE_REFERRER_POLICY} are rendered`);
  return false;
}

function isAllowedEntry(entry: SeoMetaEntry): boolean {
  if (entry.name) return isAllowedReferrer(entry);
  if (!entry.httpEquiv) return true;
  if (ALLOWED_HTTP_EQUIV.has(entry.httpEquiv.trim().toLowerCase())) return true;
  console.warn(`[seo] refused the meta http-equiv ${JSON.stringify(entry.httpEquiv)} of an SEO record; only ${[...ALLOWED_HTTP_EQUIV].join(', ')} are rendered`);
  return false;
}

function metaKey(entry: SeoMetaEntry): string | null {
  if (entry.name) return `name:${entry.name.toLowerCase()}`;
  if (entry.httpEquiv) return `http:${entry.httpEquiv.toLowerCase()}`;
  return null;
}

/** Domain meta first, then the page's: a page entry replaces a domain entry of the same name. */
export function mergeMeta(domain: readonly SeoMetaEntry[], page: readonly SeoMetaEntry[]): SeoMetaEntry[] {
  const byKey = new Map<string, SeoMetaEntry>();
  for (const entry of [...domain, ...page]) {
    const key = metaKey(entry);
    // charset is the document's own (UTF-8); a record cannot change it after load.
    if (!key || typeof entry.content !== 'string' || OWN_NAMES.has(entry.name?.toLowerCase() ?? '')) continue;
    if (!isAllowedEntry(entry)) continue;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

export interface RecordTagsProps {
  record: SeoRecord | null;
  filled: FilledRecord | null;
  domainMeta: readonly SeoMetaEntry[];
  defaults: HeadDefaults;
  /** The site's origin, for the record's relative addresses; empty when the build does not know it. */
  origin: string;
  locale: string;
  /** Rendered by the build into a prerendered page: each element carries STATIC_MARK. */
  mark?: boolean;
}

/**
 * The `<meta>` and `<link>` elements of a page's SEO records (React hoists them into <head>): the
 * description, canonical and robots (a record's over the defaults, robots.txt over a record), Open
 * Graph, and the domain's and page's meta entries. The title (title-keeper.ts) and JSON-LD are the
 * caller's. Used by the client's record head and by the build's prerendered pages.
 */
export function RecordTags({ record, filled, domainMeta, defaults, origin, locale, mark = false }: RecordTagsProps) {
  const own = mark ? { [STATIC_MARK]: '' } : {};
  const meta = mergeMeta(domainMeta, record?.meta ?? []);
  const canonical = (record?.canonical && origin && absolute(record.canonical, origin)) || defaults.canonical;
  // robots.txt wins: a disallowed path stays out of the index whatever the record says.
  const robots = defaults.robots ?? (record?.robots || null);
  const og = record?.openGraph;
  const ogImage = origin ? absolute(og?.image, origin) : null;
  const ogUrl = (origin && absolute(og?.url, origin)) || canonical;
  return (
    <>
      <meta name="description" content={filled?.description ?? defaults.description} {...own} />
      {canonical ? <link rel="canonical" href={canonical} {...own} /> : null}
      {robots ? <meta name="robots" content={robots} {...own} /> : null}
      {record ? (
        <>
          <meta property="og:title" content={filled?.ogTitle ?? defaults.title} {...own} />
          <meta property="og:description" content={filled?.ogDescription ?? defaults.description} {...own} />
          <meta property="og:type" content={og?.type || 'website'} {...own} />
          {ogUrl ? <meta property="og:url" content={ogUrl} {...own} /> : null}
          {ogImage ? <meta property="og:image" content={ogImage} {...own} /> : null}
          <meta property="og:locale" content={locale} {...own} />
        </>
      ) : null}
      {meta.map((entry) =>
        entry.name ? (
          <meta key={`n-${entry.name}`} name={entry.name} content={entry.content ?? ''} {...own} />
        ) : (
          <meta key={`h-${entry.httpEquiv}`} httpEquiv={entry.httpEquiv ?? undefined} content={entry.content ?? ''} {...own} />
        ),
      )}
    </>
  );
}
