import type { LoaderFunctionArgs } from 'react-router';
import { tournamentsApi } from '@/api/tournaments/tournaments-api';
import { splitLocale } from '@/lib/i18n/locales';
import { notFoundResponse, prefetchOrNotFound, storeContext } from '@/lib/router/router-context';

/**
 * Loader of /tournaments/{id} and its game hall: a malformed or unknown id is a 404 through the
 * router like any other page (SPEC §8). The tournament is prefetched into the RTK Query cache; a
 * failed fetch is left to the page, which shows its error state with a retry.
 */
export function tournamentLoader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) throw notFoundResponse(request);
  const store = context.get(storeContext);
  const locale = splitLocale(new URL(request.url).pathname).locale;
  return prefetchOrNotFound(request, store.dispatch(tournamentsApi.endpoints.tournamentsGetOne.initiate({ locale, id })));
}
