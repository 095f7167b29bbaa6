import type { LoaderFunctionArgs } from 'react-router';
import { cmsApi } from '@/api/cms/cms-api';
import { splitLocale } from '@/lib/i18n/locales';
import { prefetchOrNotFound, storeContext } from '@/lib/router/router-context';
import { ContentPage } from '../content-page';

/**
 * Route module of `/{slug}` (SPEC §2 generic content page). The content service is asked for a page
 * of that slug in the address's locale; without one the address is a 404 with "Page Not Found: {path}".
 * A failed request is not a 404: the page shows the error with a retry.
 */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const store = context.get(storeContext);
  const locale = splitLocale(new URL(request.url).pathname).locale;
  return prefetchOrNotFound(request, store.dispatch(cmsApi.endpoints.cmsGetPage.initiate({ slug: params.slug ?? '', locale })));
}

export function Component() {
  return <ContentPage />;
}
