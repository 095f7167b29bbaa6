import { BANNERS_COUNT } from '@/api/banners/banners-api';
import { appendParams, mainApiUrl, type Params } from '@/api/request-url';
import { GAMES_PAGE_SIZE } from '@/features/games/grid/game-pages';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { RouteName } from '@/lib/router/paths';
import { EARLY_REQUESTS_ID, type EarlyRequestsBlock, type EarlyText, SEGMENT_SLOT } from './early-requests-block';
import startScript from './early-requests-script.ts?inline-script';

/**
 * The GET requests a prerendered page's first screen waits for, as RTK Query's base query will
 * send them. The build writes them into the page's `<head>`, which starts
 * them before any script of the app has arrived; `adoptEarlyResponses` (src/lib/backend) hands the
 * answers to the app's own requests. A URL here that the app does not ask for costs one unused
 * request; early-requests.test.ts checks each against the endpoint that sends it.
 */

/** A URL as the page's script should ask for it: a path for the page's own origin, else absolute. */
function asWritten(url: URL): string {
  return url.origin === absoluteUrl('/').origin ? url.pathname + url.search : url.href;
}

const main = (locale: Locale, call: string, params?: Params) => asWritten(mainApiUrl(call, locale, params));

function cms(path: string, params?: Params): string {
  const url = absoluteUrl(`${ENV.cmsUrl}${path}`);
  appendParams(url.searchParams, params);
  return asWritten(url);
}

/** What every page asks for while it starts: redirects, the session, general info, the site configuration, robots.txt. */
export function shellRequests(locale: Locale): string[] {
  return [
    main(locale, 'metadata.get'),
    main(locale, 'account.getInfo'),
    main(locale, 'metadata.getGeneralInfo'),
    cms(`nfx/cms-config/${encodeURIComponent(locale)}`),
    asWritten(absoluteUrl('/robots.txt')),
  ];
}

/** `SEGMENT_SLOT` in a URL the app's own request functions wrote (where it would be encoded). */
const SEGMENT_PROBE = 'early-segment-slot';
const withSlot = (url: string) => url.split(SEGMENT_PROBE).join(SEGMENT_SLOT);

/** The providers, as `gamesGetProviders` asks for them (the hall's filter, the providers page). */
const gameProviders = (locale: Locale) => main(locale, 'games.getProviders', { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] });

/** games.get of one game, as `gamesGetOne` asks for it, for the game page shell's address. */
const oneGame = (locale: Locale) => withSlot(main(locale, 'games.get', { sysname: SEGMENT_PROBE, count: 1 }));

interface PageRequests {
  /** Only on the address without a query (the hall's filters live there). */
  plain: boolean;
  urls: (locale: Locale) => string[];
  texts?: (locale: Locale) => EarlyText[];
}

/** What a page's first screen asks for besides the shell (the home banners, the hall's first games, the game). */
const PAGE_REQUESTS: Partial<Record<RouteName, PageRequests>> = {
  home: { plain: false, urls: (locale) => [main(locale, 'banners.get', { offset: 0, count: BANNERS_COUNT, fields: 'description' })] },
  gamehall: {
    plain: true,
    urls: (locale) => [
      main(locale, 'games.getCategories'),
      main(locale, 'games.get', { count: GAMES_PAGE_SIZE, offset: 0 }),
      gameProviders(locale),
    ],
  },
  providers: { plain: false, urls: (locale) => [gameProviders(locale)] },
  // The game's name is the page's largest paint. As gameName() shows it: the description's name, else
  // the name; the main API's answers come in a `data` envelope (src/api/base-query.ts).
  game: {
    plain: false,
    urls: (locale) => [oneGame(locale)],
    texts: (locale) => [
      {
        url: oneGame(locale),
        fill: {
          'game-title': [
            ['data', 'items', 0, 'description', 'name'],
            ['data', 'items', 0, 'name'],
          ],
          'game-provider': [['data', 'items', 0, 'provider_name']],
        },
      },
    ],
  },
};

/**
 * The early requests of a page: `always` (the shell's, and the route's own unless they depend on
 * the query), `plain` (only without a query) and the texts written from their answers.
 */
export interface EarlyRequests {
  always: string[];
  plain: string[];
  texts?: EarlyText[];
}

export function earlyRequests(locale: Locale, route: RouteName | undefined): EarlyRequests {
  const page = route ? PAGE_REQUESTS[route] : undefined;
  const own = page?.urls(locale) ?? [];
  const texts = page?.texts?.(locale) ?? [];
  return { always: [...shellRequests(locale), ...(page?.plain ? [] : own)], plain: page?.plain ? own : [], ...(texts.length > 0 ? { texts } : {}) };
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

/**
 * The script that starts the requests (early-requests-script.ts, compiled by the build), the same
 * text on every page, so a Content-Security-Policy allows it by one hash (csp-script-hashes.txt).
 */
const START_SCRIPT = `<script>${startScript}</script>`;

/** The head elements of a page that start its early requests: the data block and the start script. */
export function earlyRequestsScript(path: string | null, { always, plain, texts }: EarlyRequests, fallback: Record<string, string[]> = {}): string {
  if (always.length + plain.length + Object.keys(fallback).length === 0) return '';
  const block: EarlyRequestsBlock = { path, always, plain, fallback, ...(texts ? { texts } : {}) };
  return `<script type="application/json" id="${EARLY_REQUESTS_ID}">${json(block)}</script>${START_SCRIPT}`;
}
