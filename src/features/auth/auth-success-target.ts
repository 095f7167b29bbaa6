import type { Locale } from '@/lib/i18n/locales';
import { safeInternalPath } from '@/lib/navigation/safe-url';
import { href } from '@/lib/router/paths';

/** Query parameters that only exist to open the auth popups (SPEC §2) and leave once it is done. */
export const AUTH_FLAG_PARAMS = ['show_popup_reg', 'show_popup_auth', 'prevent_close'] as const;

export interface AuthSuccessInput {
  kind: 'login' | 'register';
  /** The popup stays on the page; the sign-in and sign-up pages have nothing to stay on. */
  variant: 'popup' | 'page';
  locale: Locale;
  /** Where the player is: pathname + search + hash. */
  current: { pathname: string; search: string; hash: string };
  origin: string;
}

/**
 * Where the player goes after signing in or registering (SPEC §2): a same-origin redirectUrl from the
 * query wins (anything else is refused); otherwise a login goes to the locale index, a registration in
 * the popup stays on the page. After a registration the query carries register=success.
 */
export function authSuccessTarget({ kind, variant, locale, current, origin }: AuthSuccessInput): string {
  const query = new URLSearchParams(current.search);
  const redirect = safeInternalPath(query.get('redirectUrl'), origin);
  let target: string;
  if (redirect) target = redirect;
  else if (kind === 'login' || variant === 'page') target = href(locale, 'home');
  else {
    query.delete('redirectUrl');
    for (const name of AUTH_FLAG_PARAMS) query.delete(name);
    const search = query.toString();
    target = `${current.pathname}${search ? `?${search}` : ''}${current.hash}`;
  }
  if (kind === 'login') return target;
  const url = new URL(target, origin);
  url.searchParams.set('register', 'success');
  return `${url.pathname}${url.search}${url.hash}`;
}
