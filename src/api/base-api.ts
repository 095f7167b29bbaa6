import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Every tag of every namespace, declared once so a deposit can invalidate the balance. */
export const TAG_TYPES = ['Account', 'Balance', 'Metadata', 'GeneralInfo', 'Storage', 'CmsConfig'] as const;

/** The one API slice of the app; namespaces add endpoints with injectEndpoints in src/api/<ns>/. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
