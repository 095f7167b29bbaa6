import { BANNERS_COUNT } from '@/api/banners/banners-api';
import { appendParams, mainApiUrl, type Params } from '@/api/request-url';
import { GAMES_PAGE_SIZE } from '@/features/games/grid/game-pages';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { RouteName } from '@/lib/router/paths';

/**
 * The GET requests a prerendered page's first screen waits for, as RTK Query's base query will
 * send them (decision record 028). The build writes them into the page's `<head>`, which starts
 * them before any script of the app has arrived; `adoptEarlyResponses` (src/lib/backend) hands the
 * answers to the app's own requests. A URL here that the app does not ask for costs one unused
 * request; early-requests.test.ts checks each against the endpoint that sends it.
 */

/** A URL as the page's script should ask for it: a path for the page's own origin, else absolute. */
function asWritten(url: URL): string {
  return url.origin === absoluteUrl('/').origin ? url.pathname + url.search : url.href;
}

const main = (locale: Locale, ns: string, method: string, params?: Params) => asWritten(mainApiUrl(ns, method, locale, params));

function cms(path: string, params?: Params): string {
  const url = absoluteUrl(`${ENV.cmsUrl}${path}`);
  appendParams(url.searchParams, params);
  return asWritten(url);
}

/** What every page asks for while it starts: redirects, the session, general info, the site configuration, robots.txt. */
export function shellRequests(locale: Locale): string[] {
  return [
    main(locale, 'metadata', 'get'),
    main(locale, 'account', 'getInfo'),
    main(locale, 'metadata', 'getGeneralInfo'),
    cms(`nfx/cms-config/${encodeURIComponent(locale)}`),
    asWritten(absoluteUrl('/robots.txt')),
  ];
}

/**
 * What a page's first screen asks for besides the shell (the home banners, the hall's first games).
 * `plain`: only on the address without a query (the hall's filters live there).
 */
const PAGE_REQUESTS: Partial<Record<RouteName, { plain: boolean; urls: (locale: Locale) => string[] }>> = {
  home: { plain: false, urls: (locale) => [main(locale, 'banners', 'get', { offset: 0, count: BANNERS_COUNT, fields: 'description' })] },
  gamehall: {
    plain: true,
    urls: (locale) => [
      main(locale, 'games', 'getCategories'),
      main(locale, 'games', 'get', { count: GAMES_PAGE_SIZE, offset: 0 }),
      main(locale, 'games', 'getProviders', { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] }),
    ],
  },
};

/** The early requests of a page: `always` (the shell's, and the route's own unless they depend on the query) and `plain` (only without a query). */
export interface EarlyRequests {
  always: string[];
  plain: string[];
}

export function earlyRequests(locale: Locale, route: RouteName | undefined): EarlyRequests {
  const page = route ? PAGE_REQUESTS[route] : undefined;
  const own = page?.urls(locale) ?? [];
  return { always: [...shellRequests(locale), ...(page?.plain ? [] : own)], plain: page?.plain ? own : [] };
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's requests of the addresses a page's file may also be served for (a host's fallback,
 * the plain shell `app.html`), by locale prefix. Unprefixed (Russian) addresses may redirect to the
 * visitor's language, so they get none there.
 */
export function fallbackRequests(): Record<string, string[]> {
  return Object.fromEntries(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale, shellRequests(locale)]));
}

/** The id of the JSON data block that holds a page's early requests. */
export const EARLY_REQUESTS_ID = 'early-requests';

/**
 * The script that starts the requests, the same text on every page (so a Content-Security-Policy
 * allows it by one hash, listed in csp-script-hashes.txt): the page's own when the address is the
 * page's (the `plain` ones only without a query), the shell's of the address's locale when the file
 * is served for another address, none in a frame (the app adds `non_strict` there). It reads them
 * from the data block before it, which is data, not script, for the policy.
 */
const START_SCRIPT =
  `<script>(function(){try{if(self!==top||!window.fetch)return;` +
  `var c=JSON.parse(document.getElementById(${JSON.stringify(EARLY_REQUESTS_ID)}).textContent);` +
  `var p=location.pathname.replace(/\\/+$/,'')||'/';` +
  `var l=p===c.path?c.always.concat(location.search?[]:c.plain):c.fallback[p.split('/')[1]];` +
  `if(!l)return;var m=window.__earlyResponses={};l.forEach(function(u){var k=new URL(u,location.href).href;` +
  `(m[k]=fetch(k,{credentials:'same-origin'}))["catch"](function(){})})}catch(e){}})()</script>`;

/** The head elements of a page that start its early requests: the data block and the start script. */
export function earlyRequestsScript(path: string | null, { always, plain }: EarlyRequests, fallback: Record<string, string[]> = {}): string {
  if (always.length + plain.length + Object.keys(fallback).length === 0) return '';
  return `<script type="application/json" id="${EARLY_REQUESTS_ID}">${json({ path, always, plain, fallback })}</script>${START_SCRIPT}`;
}
