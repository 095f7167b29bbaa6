import { useEffect } from 'react';
import { useCmsGetDomainSeoQuery, useCmsGetSeoQuery } from '@/api/cms/cms-seo-api';
import type { SeoMetaEntry } from '@/api/cms/seo.types';
import { DefaultHead, type HeadDefaults } from './default-head';
import { useEntityName } from './entity-name';
import { absolute, jsonLdDocuments, serializeJsonLd } from './json-ld';
import { fillRecord } from './replacements';
import type { SeoRoute } from './seo-route';
import { useSeoTitle, useShellDescriptionRemoved } from './title-keeper';

/** Names the head sets itself; a meta entry of the same name would duplicate them. */
const OWN_NAMES = new Set(['description', 'robots']);

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
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

function FullHead({ route, defaults }: { route: SeoRoute; defaults: HeadDefaults }) {
  const origin = window.location.origin;
  const domain = useCmsGetDomainSeoQuery(window.location.host);
  const seo = useCmsGetSeoQuery({ path: route.path, pattern: route.pattern, locale: route.locale });
  const entityName = useEntityName(route);
  const record = seo.data ?? null;
  const filled = record ? fillRecord(record, entityName) : null;

  useEffect(() => {
    if (seo.isError) console.warn('[seo] page SEO record failed; the page keeps its own title', seo.error);
    if (domain.isError) console.warn('[seo] domain SEO settings failed', domain.error);
  }, [seo.isError, seo.error, domain.isError, domain.error]);

  useSeoTitle(filled?.title ?? null, defaults.title);
  useShellDescriptionRemoved();

  const meta = mergeMeta(domain.data?.meta ?? [], record?.meta ?? []);
  const canonical = (record?.canonical && absolute(record.canonical, origin)) || defaults.canonical;
  // robots.txt wins: a disallowed path stays out of the index whatever the record says.
  const robots = defaults.robots ?? (record?.robots || null);
  const og = record?.openGraph;
  const ogImage = absolute(og?.image, origin);
  const docs = record && filled ? jsonLdDocuments(record, filled.fill, origin) : [];

  return (
    <>
      <meta name="description" content={filled?.description ?? defaults.description} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {record ? (
        <>
          <meta property="og:title" content={filled?.ogTitle ?? defaults.title} />
          <meta property="og:description" content={filled?.ogDescription ?? defaults.description} />
          <meta property="og:type" content={og?.type || 'website'} />
          {canonical || og?.url ? <meta property="og:url" content={absolute(og?.url, origin) ?? canonical ?? ''} /> : null}
          {ogImage ? <meta property="og:image" content={ogImage} /> : null}
          <meta property="og:locale" content={route.locale} />
        </>
      ) : null}
      {meta.map((entry) =>
        entry.name ? (
          <meta key={`n-${entry.name}`} name={entry.name} content={entry.content ?? ''} />
        ) : (
          <meta key={`h-${entry.httpEquiv}`} httpEquiv={entry.httpEquiv ?? undefined} content={entry.content ?? ''} />
        ),
      )}
      {docs.map((doc) => (
        <script
          key={String(doc['@type'])}
          type="application/ld+json"
          data-seo-json-ld={String(doc['@type'])}
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }}
        />
      ))}
    </>
  );
}

/**
 * The head of a page with its SEO records (lazy chunk): domain meta, then the page record (by
 * path, then by the route's SEO url pattern). While they load, or when they fail, the defaults.
 */
export default function RecordHead({ route, defaults }: { route: SeoRoute; defaults: HeadDefaults }) {
  if (typeof window === 'undefined') return <DefaultHead defaults={defaults} />;
  return <FullHead route={route} defaults={defaults} />;
}
