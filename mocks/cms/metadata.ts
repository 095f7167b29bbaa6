import { withGeneralInfoOverrides } from './site-settings';
import { GENERAL_INFO, LANGUAGES, REDIRECTS } from './fixtures/metadata';
import { type ContractMethods, read } from '../core/api-method';
import type { MetadataContract } from '@/api/metadata/metadata.contract';

export const metadataMethods = {
  get: read(() => ({ languages: LANGUAGES, redirects: REDIRECTS })),
  getGeneralInfo: read(() => withGeneralInfoOverrides(GENERAL_INFO)),
} satisfies ContractMethods<MetadataContract>;
