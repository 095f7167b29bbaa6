import { baseApi } from '../base-api';

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRobotsTxt: build.query<string, void>({
      query: () => ({ backend: 'site', path: '/robots.txt' }),
      transformResponse: (body: unknown) => (typeof body === 'string' ? body : ''),
    }),
  }),
});

export const { useGetRobotsTxtQuery } = siteApi;
