import { type MiddlewareFunction, redirect } from 'react-router';
import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { currentPathContext, storeContext } from '@/lib/router/router-context';
import { loadAccount } from './middleware/account';
import { href } from '@/lib/router/paths';

/** SPEC §2/§6: sections anonymous visitors cannot reach. */
const PROTECTED_SEGMENTS = ['bets', 'cashier', 'profile', 'responsible-game'];

/** True for a path with a protected section as one of its segments ('/en/cashier/deposit'). */
export function isProtectedPath(pathname: string): boolean {
  return pathname
    .split('/')
    .filter(Boolean)
    .some((segment) => PROTECTED_SEGMENTS.includes(decodeURIComponent(segment)));
}

/** Where an anonymous visitor goes instead: the locale index with redirectUrl = the full path. */
export function anonymousRedirectTarget(url: URL): string {
  const { locale } = splitLocale(url.pathname);
  const full = url.pathname + url.search + url.hash;
  return href(locale, 'home', undefined, { redirectUrl: full });
}

export const anonymousGuard: MiddlewareFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  if (!isProtectedPath(url.pathname)) return;
  const store = context.get(storeContext);
  let account = await loadAccount(store);
  // A visitor's answer may be the cache's from before a sign-in (its invalidation waits for the
  // requests in flight): ask the server once more before sending anyone away. A read that failed or
  // ran out of time (null) is not asked again, so the page's wait keeps its limit. uid 0: a visitor.
  if (account?.uid === 0) account = await loadAccount(store, { fresh: true });
  if (!account?.uid) throw redirect(anonymousRedirectTarget(url));
};

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
