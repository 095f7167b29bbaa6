import type { GeneralInfo, Metadata } from './metadata.types';

/** metadata.* of SPEC §7. */
export interface MetadataContract {
  get: Metadata;
  getGeneralInfo: GeneralInfo;
}
