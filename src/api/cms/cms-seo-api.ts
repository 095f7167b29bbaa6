import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { flattenStrapi } from './flatten';
import type { DomainSeoSettings, SeoMetaEntry, SeoRecord, SeoRecordArgs, SvgIcon } from './seo.types';

/**
 * Page SEO, the icon list and svg files (SPEC §7). Kept out of cms-api.ts so the entry chunk does
 * not carry them: only the lazy SEO head, the icons page and tests import this module.
 */
function firstEntry(answer: unknown): unknown {
  const flat = flattenStrapi(answer);
  return Array.isArray(flat) ? (flat[0] ?? null) : null;
}

function metaList(value: unknown): SeoMetaEntry[] {
  return Array.isArray(value) ? value.filter((entry): entry is SeoMetaEntry => !!entry && typeof entry === 'object') : [];
}

export const cmsSeoApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** GET domain-seo-settings filtered by host; only its meta array is read. */
    cmsGetDomainSeo: build.query<DomainSeoSettings, string>({
      query: (host) => ({ backend: 'cms', path: 'api/domain-seo-settings', params: { 'filters[host][$eq]': host } }),
      transformResponse: (answer: unknown): DomainSeoSettings => {
        const entry = firstEntry(answer) as { host?: string; meta?: unknown } | null;
        return { host: entry?.host, meta: metaList(entry?.meta) };
      },
    }),
    /**
     * The page SEO record: first by the path, then (only without a match) by the route's SEO url
     * pattern; the first match wins, the locale is sent. null when neither has a record.
     */
    cmsGetSeo: build.query<SeoRecord | null, SeoRecordArgs>({
      async queryFn({ path, pattern, locale }, _api, _extra, fetchWithBq) {
        const urls = pattern && pattern !== path ? [path, pattern] : [path];
        for (const url of urls) {
          const result = await fetchWithBq({
            backend: 'cms',
            path: 'api/seos',
            params: { 'filters[url][$eq]': url, populate: 'deep', locale },
          });
          if (result.error) return { error: result.error };
          const record = firstEntry(result.data) as SeoRecord | null;
          if (record && typeof record === 'object') return { data: record };
        }
        return { data: null };
      },
    }),
    /** The icons of the sprite page (`/_icons`). */
    cmsGetIcons: build.query<SvgIcon[], void>({
      query: () => ({ backend: 'cms', path: 'api/icons', params: { 'pagination[pageSize]': 100, sort: 'name' } }),
      transformResponse: (answer: unknown): SvgIcon[] => {
        const flat = flattenStrapi(answer);
        if (!Array.isArray(flat)) return [];
        return flat
          .filter((item): item is SvgIcon => !!item && typeof item === 'object' && typeof (item as SvgIcon).name === 'string')
          .map((item) => ({ id: item.id, name: item.name, file: typeof item.file === 'string' ? item.file : null }));
      },
    }),
    /** An external svg file as text (SPEC §7 "svg icons are fetched as text"); sanitize before use. */
    cmsGetSvgText: build.query<string, string>({
      query: (url) => ({ backend: 'site', path: url }),
      transformResponse: (body: unknown) => (typeof body === 'string' ? body : ''),
    }),
  }),
});

export const { useCmsGetDomainSeoQuery, useCmsGetSeoQuery, useCmsGetIconsQuery, useCmsGetSvgTextQuery } = cmsSeoApi;
