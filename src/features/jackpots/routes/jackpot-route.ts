import { data, type LoaderFunctionArgs } from 'react-router';
import { jackpotsApi } from '@/api/jackpots/jackpots-api';
import { splitLocale } from '@/lib/i18n/locales';
import { JackpotPage } from '@/features/jackpots/jackpot-page';
import { pageNotFoundMessage } from '../router/error-mapping';
import { storeContext } from '../router/router-context';

/**
 * /jackpots/{id}: a malformed or unknown id is a 404 through the router like any other page
 * (SPEC §8). The jackpot is prefetched into the one RTK Query cache; a failed fetch is left to
 * the page, which shows its error state with a retry.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const notFound = () => data(pageNotFoundMessage(pathname), { status: 404 });
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) throw notFound();

  const store = context.get(storeContext);
  const request_ = store.dispatch(jackpotsApi.endpoints.jackpotsGetOne.initiate({ locale: splitLocale(pathname).locale, id }));
  try {
    const result = await request_;
    if (result.isSuccess && result.data === null) throw notFound();
  } finally {
    request_.unsubscribe();
  }
  return null;
}

export const Component = JackpotPage;
