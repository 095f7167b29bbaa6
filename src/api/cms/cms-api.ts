import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { CmsConfig } from './cms-config.types';
import { normalizeCmsConfig } from './normalize-cms-config';

export const cmsApi = apiNamespace({ tagTypes: ['CmsConfig'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    cmsGetConfig: build.query<CmsConfig, string>({
      query: (locale) => ({ backend: 'cms', path: `nfx/cms-config/${encodeURIComponent(locale)}` }),
      transformResponse: normalizeCmsConfig,
      providesTags: ['CmsConfig'],
    }),
  }),
});

export const { useCmsGetConfigQuery } = cmsApi;
