import { type MiddlewareFunction, redirect } from 'react-router';
import { sessionOf } from '@/api/account/use-session';
import { activateLocale } from '@/lib/i18n/i18n';
import { canonicalLocalePath, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { samePageIn } from '@/lib/i18n/same-page-in';
import { browserLanguages, readLocaleCookie, resolveLocale, writeLocaleCookie } from '@/lib/i18n/resolve-locale';
import { localeContext, storeContext } from '@/lib/router/router-context';
import { loadAccount } from './account';

/**
 * Runs on every navigation inside one locale tree. An unprefixed (ru) address is sent to the
 * locale the account, cookie or browser ask for (SPEC §2); then i18next, <html lang> and the
 * cookie follow the locale of the address. The tree's loaders read the locale from `localeContext`.
 */
export function localeMiddleware(treeLocale: Locale): MiddlewareFunction {
  return async ({ request, context }) => {
    context.set(localeContext, treeLocale);
    const url = new URL(request.url);
    if (treeLocale === DEFAULT_LOCALE) {
      const session = sessionOf(await loadAccount(context.get(storeContext)), { failed: true });
      const wanted = resolveLocale({
        pathname: url.pathname,
        accountLocale: session.isPlayer ? (session.account?.locale ?? null) : null,
        cookieLocale: readLocaleCookie(),
        browserLanguages: browserLanguages(),
      });
      // An address naming a locale in another spelling ('/EN/x') is reset by the error page, not prefixed again.
      if (wanted !== DEFAULT_LOCALE && !canonicalLocalePath(url.pathname)) {
        throw redirect(samePageIn(wanted, url));
      }
    }
    writeLocaleCookie(treeLocale);
    await activateLocale(treeLocale);
  };
}
