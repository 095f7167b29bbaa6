import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { cmsApi } from './cms-api';
import type { DescriptionEntity, DescriptionFieldMap } from './remap-description';

/**
 * The configured description field names of one entity, read through the cached content
 * configuration (one fetch path). Without a configuration the server's names are used as they are.
 */
export async function loadDescriptionFields(
  dispatch: BaseQueryApi['dispatch'],
  locale: string,
  entity: DescriptionEntity,
): Promise<DescriptionFieldMap> {
  const request = dispatch(cmsApi.endpoints.cmsGetConfig.initiate(locale));
  try {
    const config = await request.unwrap();
    return config.descriptionFields[entity] ?? {};
  } catch {
    return {};
  } finally {
    request.unsubscribe();
  }
}
