import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { MetadataContract } from './metadata.contract';
import { mainGet } from '../contract/main-call';

export const metadataApi = apiNamespace({ tagTypes: ['Metadata', 'GeneralInfo'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    metadataGet: build.query<MetadataContract['get'], void>({
      query: () => mainGet('metadata.get'),
      providesTags: ['Metadata'],
    }),
    metadataGetGeneralInfo: build.query<MetadataContract['getGeneralInfo'], void>({
      query: () => mainGet('metadata.getGeneralInfo'),
      providesTags: ['GeneralInfo'],
    }),
  }),
});

export const { useMetadataGetQuery, useMetadataGetGeneralInfoQuery } = metadataApi;
