/**
 * The inline script in a prerendered page's <head> that hides its markup when the file is served
 * for another address (a host's SPA fallback, the worker's navigation fallback): the page's address
 * is on <html data-page-path> (a shell's ends in '/*', decision record 040), and a page whose markup
 * shows the plain address's data (the hall's first games, decision record 039) has data-page-plain,
 * so any query makes it another page. The client then renders the real page.
 *
 * Not a module of the app: the build compiles it into one script (the `?inline-script` import of
 * render-page.tsx, scripts/prerender/inline-script-plugin.ts), the same text on every page (one
 * CSP hash), with the address rule of src/lib/router/page-address.ts.
 */
import { addressMatches } from '@/lib/router/page-address';
import { PAGE_PATH_ATTRIBUTE, PLAIN_ONLY_ATTRIBUTE, STALE_PAGE_ATTRIBUTE } from './page-marks';

const root = document.documentElement;
if (!addressMatches(root.getAttribute(PAGE_PATH_ATTRIBUTE) ?? '', location.pathname) || (location.search && root.hasAttribute(PLAIN_ONLY_ATTRIBUTE))) {
  root.setAttribute(STALE_PAGE_ATTRIBUTE, '');
}
