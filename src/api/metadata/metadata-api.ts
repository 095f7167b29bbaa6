import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { MetadataContract } from './metadata.contract';

export const metadataApi = apiNamespace({ tagTypes: ['Metadata', 'GeneralInfo'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    metadataGet: build.query<MetadataContract['get'], void>({
      query: () => ({ ns: 'metadata', method: 'get' }),
      providesTags: ['Metadata'],
    }),
    metadataGetGeneralInfo: build.query<MetadataContract['getGeneralInfo'], void>({
      query: () => ({ ns: 'metadata', method: 'getGeneralInfo' }),
      providesTags: ['GeneralInfo'],
    }),
  }),
});

export const { useMetadataGetQuery, useMetadataGetGeneralInfoQuery } = metadataApi;
