import { type NavigationOptions, resolveNavigationTarget } from './safe-url';

export interface LeaveSiteOptions {
  /** Who leaves, for the console line of a refused address ('deposit', 'social'). */
  label: string;
  /** Which other sites may be reached, as in safe-url.ts; default none: name the provider's origin where it is known. */
  allowExternal?: NavigationOptions['allowExternal'];
  /** The tab that goes; default this one. Another tab (one opened by the click) is cut off from ours first. */
  tab?: Pick<Window, 'location'> & { opener?: unknown };
  /** The app's own origin; default this page's. */
  origin?: string;
}

/**
 * The one way to leave the app for a provider's page (a payment page, a social sign-in): a full
 * page load, only after the safe-navigation check. A refused address is logged and nothing moves;
 * the caller learns it from the false it gets back. Its own module, so a test can replace it:
 * jsdom cannot navigate.
 */
export function leaveSite(raw: string, { label, allowExternal = false, tab = window, origin = window.location.origin }: LeaveSiteOptions): boolean {
  const target = resolveNavigationTarget(raw, { origin, allowExternal });
  if (!target) {
    console.warn(`[${label}] refused to leave for ${JSON.stringify(raw)}: not a safe address`);
    return false;
  }
  // Absolute, so a tab opened blank elsewhere reads a same-origin path the same way.
  const url = target.kind === 'internal' ? new URL(target.path, origin).href : target.url;
  if (typeof window === 'undefined' || tab !== window) tab.opener = null;
  tab.location.assign(url);
  return true;
}
