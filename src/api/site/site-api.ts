import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';

export const siteApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    siteGetRobotsTxt: build.query<string, void>({
      query: () => ({ backend: 'site', path: '/robots.txt' }),
      transformResponse: (body: unknown) => (typeof body === 'string' ? body : ''),
    }),
  }),
});

export const { useSiteGetRobotsTxtQuery } = siteApi;
