import { withGeneralInfoOverrides } from '../db/site-settings';
import { GENERAL_INFO, LANGUAGES, REDIRECTS } from '../fixtures/metadata';
import { type MethodMap, read } from './api-method';

export const metadataMethods: MethodMap = {
  get: read(() => ({ languages: LANGUAGES, redirects: REDIRECTS })),
  getGeneralInfo: read(() => withGeneralInfoOverrides(GENERAL_INFO)),
};
