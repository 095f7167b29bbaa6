import type { ReactNode } from 'react';
import { type MiddlewareFunction, Navigate, useLocation } from 'react-router';
import { canonicalLocalePath, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { writeLocaleCookie } from '@/lib/i18n/resolve-locale';

/**
 * Sends an address whose locale segment is spelled another way ('/ru/x', '/EN/x') to its canonical
 * address (SPEC §2). A component, not a loader redirect: the router strips the hash from the
 * request its loaders and middleware see, and the hash is part of the address to keep.
 */
export function CanonicalLocaleRedirect({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalLocalePath(pathname);
  return canonical ? <Navigate replace to={canonical + search + hash} /> : fallback;
}

/**
 * '/ru/...' names Russian in the address, the strongest of the locale sources: remembered in the
 * cookie, so the unprefixed address it leads to is not sent to the browser's language instead.
 */
export const rememberDefaultLocale: MiddlewareFunction = () => {
  writeLocaleCookie(DEFAULT_LOCALE);
};

/** The route of '/ru' and everything under it, beside the locale trees. */
export const DEFAULT_LOCALE_PREFIX_PATH = `/${DEFAULT_LOCALE}/*`;
