import type { LoaderFunctionArgs } from 'react-router';
import { jackpotsApi } from '@/api/jackpots/jackpots-api';
import { splitLocale } from '@/lib/i18n/locales';
import { notFoundResponse, prefetchOrNotFound, storeContext } from '@/lib/router/router-context';

export { JackpotPage as Component } from '../jackpot-page';

/**
 * Route module of /jackpots/{id}: a malformed or unknown id is a 404 through the router like any
 * other page (SPEC §8). The jackpot is prefetched into the one RTK Query cache; a failed fetch is
 * left to the page, which shows its error state with a retry.
 */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) throw notFoundResponse(request);
  const store = context.get(storeContext);
  const locale = splitLocale(new URL(request.url).pathname).locale;
  return prefetchOrNotFound(request, store.dispatch(jackpotsApi.endpoints.jackpotsGetOne.initiate({ locale, id })));
}
