import { cmsApi } from '@/api/cms/cms-api';
import { entityLoader } from '@/lib/router/entity-loader';
import { ContentPage } from '../content-page';

/**
 * Route module of `/{slug}` (SPEC §2 generic content page). The content service is asked for a page
 * of that slug in the address's locale; without one the address is a 404 with "Page Not Found: {path}".
 */
export const loader = entityLoader({
  param: 'slug',
  prefetch: ({ id: slug, locale, dispatch }) => dispatch(cmsApi.endpoints.cmsGetPage.initiate({ slug, locale })),
});

export function Component() {
  return <ContentPage />;
}
