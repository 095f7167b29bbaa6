import { baseApi } from '../base-api';
import type { CmsConfig } from './cms-config.types';
import { normalizeCmsConfig } from './normalize-cms-config';

export const cmsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCmsConfig: build.query<CmsConfig, string>({
      query: (locale) => ({ backend: 'cms', path: `nfx/cms-config/${encodeURIComponent(locale)}` }),
      transformResponse: normalizeCmsConfig,
      providesTags: ['CmsConfig'],
    }),
  }),
});

export const { useGetCmsConfigQuery } = cmsApi;
