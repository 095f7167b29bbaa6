import { asApiError } from '@/api/errors';
import type { LoaderFunctionArgs } from 'react-router';
import { loyaltyApi } from '@/api/loyalty/loyalty-api';
import { splitLocale } from '@/lib/i18n/locales';
import { notFoundResponse, storeContext } from '@/lib/router/router-context';

const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/**
 * Loader of /loyalty/{sysname}: a malformed name, or one the server does not know
 * (InvalidParameter), is the 404 of SPEC §8. Other failures are left to the page (error + retry).
 */
export async function programLoader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  const sysname = params.sysname ?? '';
  if (!SYSNAME.test(sysname)) throw notFoundResponse(request);
  const store = context.get(storeContext);
  const locale = splitLocale(new URL(request.url).pathname).locale;
  const prefetch = store.dispatch(loyaltyApi.endpoints.loyaltyGetProgram.initiate({ locale, sysname }));
  try {
    const result = await prefetch;
    if (result.isError && asApiError(result.error).name === 'InvalidParameter') throw notFoundResponse(request);
  } finally {
    prefetch.unsubscribe();
  }
  return null;
}
