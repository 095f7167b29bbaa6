import { useEffect } from 'react';
import { useCmsGetDomainSeoQuery, useCmsGetSeoQuery } from '@/api/cms/cms-seo-api';
import { DefaultHead, type HeadDefaults } from './default-head';
import { useEntityName } from './entity-name';
import { jsonLdDocuments, serializeJsonLd } from './json-ld';
import { RecordTags } from './record-tags';
import { fillRecord } from './replacements';
import type { SeoRoute } from './seo-route';
import { removeStaticHead, staticHeadTitle } from './static-head';
import { useSeoTitle, useShellDescriptionRemoved } from './title-keeper';

interface RecordHeadProps {
  route: SeoRoute;
  defaults: HeadDefaults;
  /** The build wrote this page's records into its head (static-head.ts): they stand until the answers are here. */
  takesOverStatic?: boolean;
}

function FullHead({ route, defaults, takesOverStatic = false }: RecordHeadProps) {
  // eslint-disable-next-line start/render-matches-markup -- loaded once the page has settled: never in prerendered markup
  const origin = window.location.origin;
  // eslint-disable-next-line start/render-matches-markup -- as above
  const domain = useCmsGetDomainSeoQuery(window.location.host);
  const seo = useCmsGetSeoQuery({ path: route.path, pattern: route.pattern, locale: route.locale });
  const entityName = useEntityName(route);
  const record = seo.data ?? null;
  const filled = record ? fillRecord(record, entityName) : null;
  const answered = (seo.isSuccess || seo.isError) && (domain.isSuccess || domain.isError);
  const holding = takesOverStatic && !answered;

  useEffect(() => {
    if (seo.isError) console.warn('[seo] page SEO record failed; the page keeps its own title', seo.error);
    if (domain.isError) console.warn('[seo] domain SEO settings failed', domain.error);
  }, [seo.isError, seo.error, domain.isError, domain.error]);

  useSeoTitle(holding ? staticHeadTitle() : (filled?.title ?? null), defaults.title);
  useShellDescriptionRemoved(!holding);
  useEffect(() => {
    if (takesOverStatic && !holding) removeStaticHead();
  }, [takesOverStatic, holding]);

  if (holding) return null;
  const docs = record && filled ? jsonLdDocuments(record, filled.fill, origin) : [];
  return (
    <>
      <RecordTags record={record} filled={filled} domainMeta={domain.data?.meta ?? []} defaults={defaults} origin={origin} locale={route.locale} />
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
 * path, then by the route's SEO url pattern). While they load, or when they fail, the defaults;
 * on a prerendered page whose head the build wrote, that head until they are here.
 */
export default function RecordHead(props: RecordHeadProps) {
  // eslint-disable-next-line start/render-matches-markup -- the build's render takes DefaultHead; the client mounts this once the page has settled
  if (typeof window === 'undefined') return <DefaultHead defaults={props.defaults} />;
  return <FullHead {...props} />;
}
