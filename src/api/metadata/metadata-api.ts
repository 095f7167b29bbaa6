import { baseApi } from '../base-api';
import type { GeneralInfo, Metadata } from './metadata.types';

export const metadataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMetadata: build.query<Metadata, void>({
      query: () => ({ ns: 'metadata', method: 'get' }),
      providesTags: ['Metadata'],
    }),
    getGeneralInfo: build.query<GeneralInfo, void>({
      query: () => ({ ns: 'metadata', method: 'getGeneralInfo' }),
      providesTags: ['GeneralInfo'],
    }),
  }),
});

export const { useGetMetadataQuery, useGetGeneralInfoQuery } = metadataApi;
