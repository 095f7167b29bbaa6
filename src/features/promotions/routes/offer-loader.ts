import type { LoaderFunctionArgs } from 'react-router';
import { campaignsApi } from '@/api/campaigns/campaigns-api';
import { splitLocale } from '@/lib/i18n/locales';
import { notFoundResponse, storeContext } from '@/lib/router/router-context';

/**
 * Loader of /promotions/{id} and /offers/{id}: a malformed id, or one no campaign has, is a 404
 * through the router (SPEC §8). The offers are prefetched into the RTK Query cache; a failed fetch
 * is left to the page, which shows its error state with a retry.
 */
export async function offerLoader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) throw notFoundResponse(request);
  const store = context.get(storeContext);
  const locale = splitLocale(new URL(request.url).pathname).locale;
  const prefetch = store.dispatch(campaignsApi.endpoints.campaignsGetOffers.initiate({ locale }));
  try {
    const result = await prefetch;
    if (result.isSuccess && !result.data.some((offer) => offer.id === id)) throw notFoundResponse(request);
  } finally {
    prefetch.unsubscribe();
  }
  return null;
}
