import { ROUTE_PATHS } from '@/lib/router/paths';

/**
 * The one-time codes of e-mailed links: `/forms/reset_password?code=` (signs the player in for an
 * hour) and `/confirmation?code=`. main.tsx takes the code out of the address before anything else
 * runs, so the router, the partner frame's messages (they carry the path and query), the chat
 * widget, the tag manager and the operator's custom code never see it; the pages read it from here.
 * A reload then finds no code, and the page shows what it shows for a link without one.
 */
export type OneTimeCodePage = 'resetPassword' | 'confirmation';

export const ONE_TIME_CODE_PARAM = 'code';

const PAGES: readonly OneTimeCodePage[] = ['resetPassword', 'confirmation'];

const kept = new Map<OneTimeCodePage, string>();

/**
 * The page of a code-carrying address, whatever its locale prefix, letter case or trailing slash
 * (the router matches all of them, and a canonical-locale redirect keeps the query).
 */
export function oneTimeCodePage(pathname: string): OneTimeCodePage | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '').replace(/^\/[a-z]{2}(?=\/)/, '');
  return PAGES.find((page) => ROUTE_PATHS[page] === path) ?? null;
}

/** Keeps a page's code for the rest of the visit (a newer link replaces it; an empty code keeps none). */
export function keepOneTimeCode(page: OneTimeCodePage, code: string | null): void {
  if (code) kept.set(page, code);
  else kept.delete(page);
}

/** The code kept for `page`, or null. */
export function keptOneTimeCode(page: OneTimeCodePage): string | null {
  return kept.get(page) ?? null;
}

/** After the code was used: a later visit to the page in this tab shows it without a code. */
export function forgetOneTimeCode(page: OneTimeCodePage): void {
  kept.delete(page);
}

/** `search` without the code parameter ('' or '?...'). */
export function searchWithoutCode(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(ONE_TIME_CODE_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * main.tsx, first of all: on a code-carrying page, keeps the code and replaces the address with
 * the same path, the rest of the query and the hash (no history entry keeps it). Returns the page.
 */
export function takeOneTimeCode(win: Pick<Window, 'location' | 'history'> = window): OneTimeCodePage | null {
  const { pathname, search, hash } = win.location;
  const page = oneTimeCodePage(pathname);
  const query = new URLSearchParams(search);
  if (!page || !query.has(ONE_TIME_CODE_PARAM)) return null;
  keepOneTimeCode(page, query.get(ONE_TIME_CODE_PARAM));
  try {
    win.history.replaceState(win.history.state, '', `${pathname}${searchWithoutCode(search)}${hash}`);
  } catch (error) {
    // The page still works from the kept code; only the address keeps it.
    console.warn('[start] could not take the one-time code out of the address', error);
  }
  return page;
}
