import { type MiddlewareFunction, redirect } from 'react-router';
import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/router/paths';
import { currentPathContext } from '@/lib/router/router-context';

// The redirects of single routes: in their sections' chunks, not in the start (route-discovery.ts).

/** /cashier/billing: stay on the deposit method page the player is on, otherwise go to the deposit page. */
export function billingRedirect(locale: Locale): MiddlewareFunction {
  return ({ context }) => {
    const current = context.get(currentPathContext);
    const { rest } = splitLocale(current);
    if (/^\/cashier\/deposit\/[^/]+\/?$/.test(rest)) throw redirect(current);
    throw redirect(href(locale, 'cashierDeposit'));
  };
}

/** SPEC §2 category middleware: /gamehall/{id} shows the hall filtered by that category. */
export function categoryRedirect(locale: Locale): MiddlewareFunction {
  return ({ request, params }) => {
    const url = new URL(request.url);
    const search = new URLSearchParams(url.search);
    search.set('category', params.id ?? '');
    throw redirect(href(locale, 'gamehall', undefined, search));
  };
}

/** A plain redirect route (/cashier -> /cashier/deposit, /profile -> /profile/settings). */
export function redirectTo(target: (locale: Locale) => string, locale: Locale): MiddlewareFunction {
  return ({ request }) => {
    throw redirect(target(locale) + new URL(request.url).search);
  };
}
