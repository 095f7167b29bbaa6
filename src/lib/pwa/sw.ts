/**
 * The web app's service worker (decision records 026, 056, 058, 063), built by vite-plugin-pwa's
 * `injectManifest` (vite.config.ts) into `sw.js`, a classic script: Workbox's precache, the
 * navigation fallback to the plain shell for the app's pages only, the worker's own page routes,
 * and the runtime cache of public content. The routes read the page-address rule and the app-page
 * allow-list from the modules the client and the build read (src/lib/router/page-address.ts,
 * app-page-patterns.ts). Relative imports: the worker's build has none of the app's aliases.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { configuredBase, DEFAULT_BASES } from '../config/configured-base';
import { APP_PAGES, GAME_PAGE, PAGE_FOLDER } from '../router/app-page-patterns';
import { APP_SHELL, folderPageFile, shellFileOf } from '../router/page-address';
import { CONTENT_CACHE, contentCacheRule } from './worker-cache-rules';

/** What this file uses of the worker's global scope (the app's types know the window's only). */
interface WorkerScope {
  /** The build's files, written in by workbox-build (each prerendered page once, precache-entries.ts). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

// "prompt": a new worker waits until the page asks it to take over, once no form holds typed input
// (src/lib/pwa/register-service-worker.ts, decision record 026).
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
// The first worker controls the page at once, so the page visited first opens offline too.
clientsClaim();
// Prerendered pages come from the precache at their clean addresses ('/it/gamehall' -> it/gamehall.html).
// `self.__WB_MANIFEST` as written: workbox-build puts the list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

const navigation = (request: Request) => request.mode === 'navigate';
/** A precached file, else the plain shell, else the network. */
async function precached(file: string, request: Request): Promise<Response> {
  return (await caches.match(file, { ignoreSearch: true })) ?? (await caches.match(APP_SHELL, { ignoreSearch: true })) ?? fetch(request);
}

// Any other page of the app gets the plain shell; only the app's pages (decision record 058): any
// other address of the origin (a backend, the social login's /oauth/init, the mock HTTP server's
// game frame) is the network's, as the host answers it. The two page routes below answer theirs.
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL), { allowlist: [...APP_PAGES], denylist: [GAME_PAGE, PAGE_FOLDER] }));

// A game page: the precached shell of its folder, which names the game before the app loads
// (decision record 040), as a host's rule does; the plain shell if the build has none.
registerRoute(
  ({ request, url }) => navigation(request) && GAME_PAGE.test(url.pathname),
  ({ request, url }) => precached(shellFileOf(url.pathname), request),
);

// '/it/gamehall/': the precached file of '/it/gamehall', since the folder copies stay out of the
// precache (decision record 056); PAGE_FOLDER keeps the looked-up name the origin's own page.
registerRoute(
  ({ request, url }) => navigation(request) && PAGE_FOLDER.test(url.pathname),
  ({ request, url }) => precached(folderPageFile(url.pathname), request),
);

// Public content (configuration, SEO records, pages): the network first, the last answer offline.
// Never the auth backend's answers nor a request with credentials: they belong to a player
// (worker-cache-rules.ts, decision record 049).
registerRoute(
  contentCacheRule({
    cms: configuredBase(import.meta.env.VITE_CMS_URL, DEFAULT_BASES.cms),
    auth: configuredBase(import.meta.env.VITE_AUTH_URL, DEFAULT_BASES.auth),
  }),
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);
