import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { CmsConfig } from './cms-config.types';
import type { ContentPage, ContentPagesAnswer } from './content-page.types';
import { normalizeCmsConfig } from './normalize-cms-config';

export const cmsApi = apiNamespace({ tagTypes: ['CmsConfig', 'ContentPage'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    cmsGetConfig: build.query<CmsConfig, string>({
      query: (locale) => ({ backend: 'cms', path: `nfx/cms-config/${encodeURIComponent(locale)}` }),
      transformResponse: normalizeCmsConfig,
      providesTags: ['CmsConfig'],
    }),
    /** The content page of a slug in a locale (SPEC §2 `/{slug}`); null when the content service has none. */
    cmsGetPage: build.query<ContentPage | null, { slug: string; locale: string }>({
      query: ({ slug, locale }) => ({ backend: 'cms', path: 'api/pages', params: { 'filters[slug][$eq]': slug, locale } }),
      transformResponse: (answer: ContentPagesAnswer | null) => {
        const entry = answer?.data?.[0];
        return entry ? { id: entry.id, ...entry.attributes } : null;
      },
      providesTags: (_result, _error, { slug }) => [{ type: 'ContentPage', id: slug }],
    }),
  }),
});

export const { useCmsGetConfigQuery, useCmsGetPageQuery } = cmsApi;
