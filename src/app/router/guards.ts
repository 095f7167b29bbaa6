import { type MiddlewareFunction, redirect } from 'react-router';
import { splitLocale } from '@/lib/i18n/locales';
import { storeContext } from '@/lib/router/router-context';
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
