/**
 * Betby under its real names (docs/third-parties.md, "Betby"): every host under `sptpub.com`, the
 * brand CDN of VITE_SPORTSBOOK_URL. Its renderer script (sportsbook-renderer.ts), the brand
 * configuration its API answers, its WebSocket and the frame page with the book, whose bet calls the
 * mock backend answers. `seen` lists what the vendor's hosts were asked, in order.
 */
import type { BrowserContext, Route } from '@playwright/test';
import type { StandIn } from './stand-in';
import { sportsbookFrameHtml } from './sportsbook-frame-page';
import { BETBY_CONFIG_PATH, BETBY_FRAME_PATH, BETBY_RENDERER_PATH, BETBY_SOCKET_PATH, betbyRendererScript } from './sportsbook-renderer';

export { BETBY_FRAME_TITLE } from './sportsbook-renderer';

/** The vendor's domain: its brand CDN, API and socket hosts are its subdomains. */
export const BETBY_DOMAIN = 'sptpub.com';
/** What the book's frame calls for bets and placing one (mocks/sportsbook/paths.ts MOCK_SPORTSBOOK_API). */
const FRAME_API = '/mock-sportsbook/api/';

export interface BetbyStandIn extends StandIn {
  /** `GET <address>`, `socket <address>` and `socket> <message>`, in the order they happened. */
  readonly seen: string[];
}

const isVendorHost = (host: string) => host.endsWith(`.${BETBY_DOMAIN}`);

async function answer(route: Route, backendUrl: string): Promise<void> {
  const url = new URL(route.request().url());
  if (url.pathname === BETBY_RENDERER_PATH) {
    return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: betbyRendererScript(), headers: { 'Access-Control-Allow-Origin': '*' } });
  }
  if (url.pathname === BETBY_CONFIG_PATH) {
    return route.fulfill({ json: { brand_id: url.searchParams.get('brand_id'), frame: BETBY_FRAME_PATH }, headers: { 'Access-Control-Allow-Origin': '*' } });
  }
  if (url.pathname === BETBY_FRAME_PATH) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: await sportsbookFrameHtml() });
  if (url.pathname.startsWith(FRAME_API)) {
    const options = { url: `${backendUrl}${url.pathname}${url.search}` };
    // Once more on a reset: Node's agent may reuse a socket the mock server has just closed as idle.
    const response = await route.fetch(options).catch((error: unknown) => {
      if (error instanceof Error && /ECONNRESET|socket hang up/.test(error.message)) return route.fetch(options);
      throw error;
    });
    return route.fulfill({ status: response.status(), contentType: 'application/json', body: await response.body() });
  }
  return route.fulfill({ status: 404, contentType: 'text/plain', body: `the Betby stand-in has no ${url.pathname}` });
}

/** The stand-in; `backendUrl` is the mock backend that answers the book's bets (the `backend` fixture's url). */
export function betbyStandIn(backendUrl: string): BetbyStandIn {
  const seen: string[] = [];
  return {
    name: 'betby',
    seen,
    async install(context: BrowserContext) {
      await context.route(
        (url) => url.protocol === 'https:' && isVendorHost(url.hostname),
        (route) => {
          seen.push(`${route.request().method()} ${route.request().url()}`);
          return answer(route, backendUrl);
        },
      );
      await context.routeWebSocket(
        (url) => url.protocol === 'wss:' && isVendorHost(url.hostname) && url.pathname === BETBY_SOCKET_PATH,
        (socket) => {
          seen.push(`socket ${socket.url()}`);
          socket.onMessage((message) => {
            seen.push(`socket> ${String(message)}`);
            socket.send(JSON.stringify({ type: 'welcome' }));
          });
        },
      );
    },
  };
}
