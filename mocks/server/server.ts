import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getResponse } from 'msw';
import { AUTH_BASE } from '../auth/auth-backend';
import { API_BASE, CMS_BASE } from '../core/base-urls';
import { handlers } from '../handlers';
import { GAME_ORIGIN_HEADER, GAME_PORT_HEADER } from '../games/mock-game/mock-game';
import { MOCK_GAMES_PATH } from '../games/mock-game/mock-game-page';
import { ADMIN_PREFIX, adminReply } from './admin';
import { withoutHeaders } from './drop-headers';
import { framePartnerOrigins } from '../cms/site-settings';
import { gameOriginFor, withFrameSource } from './game-origin';
import { partnerReply, withFrameAncestors } from './partner-page';
import { providerPageReply } from './provider-page';
import { replyFromResponse, type Reply, textReply, writeReply } from './reply';
import { withRequestSession } from './session';
import { FILES_ONLY, serveStatic } from './static-site';

/**
 * The mock backend over HTTP (decision record 015): the browser mock's handlers and database behind
 * a plain node:http server. Each request becomes a Fetch Request and MSW's getResponse() finds the
 * handler, exactly as the service worker does; the session comes from a cookie (session.ts); with
 * `staticDir` the server also serves the built app, so everything shares one origin.
 */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4320;

export interface MockServerOptions {
  /** 0 picks a free port (tests). Default 4320. The port is strict: taken means an error. */
  port?: number;
  /** Default 127.0.0.1: the mock has no authentication of its own, keep it off the network. */
  host?: string;
  /** A built app (dist/) to serve beside the mock, with SPA fallback. */
  staticDir?: string;
  /**
   * Host names the server answers besides localhost, 127.0.0.1, [::1] and `host` (a LAN name or
   * address testers use). Any other Host header is refused: a DNS-rebinding page would otherwise
   * read /__mock/state (passwords, tokens) through a name of its own.
   */
  allowedHosts?: readonly string[];
  /**
   * The port of the mock games' own origin (their pages and spin / balance endpoints, the same
   * database): production builds frame only another origin. Default 0, a free port: a fixed one
   * next to `port` would take a port that a tool running the server (npm run bench, parallel
   * Playwright runs) hands to something else. A given port is strict like `port`.
   */
  gamePort?: number;
  /**
   * The origin the launch addresses point at instead of the games' port, e.g.
   * https://games.orbit-forge.example: a provider's host that a measuring browser maps onto a proxy
   * of the games' port (scripts/lib/game-host.mjs), since production builds frame https only.
   */
  gameOrigin?: string;
  /**
   * A port for the partner demo page (docs/partners.md): a page of another origin that frames the
   * site. Not given: no partner page. 0 picks a free port.
   */
  partnerPort?: number;
  /** Response headers never sent (a test switch: a host that forgot them), any case. */
  dropHeaders?: readonly string[];
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4320 (no trailing slash). */
  url: string;
  port: number;
  /** The mock games' origin, e.g. http://127.0.0.1:4321. */
  gameUrl: string;
  gamePort: number;
  /** The partner demo page's origin, e.g. http://127.0.0.1:4415, when `partnerPort` was given. */
  partnerUrl?: string;
  partnerPort?: number;
  /** Stops listening and drops open keep-alive connections. */
  close: () => Promise<void>;
}

/** The admin page again under the main-API base: the app's PWA worker never answers navigations there. */
const ADMIN_ALIAS = API_BASE.origin === null ? `${API_BASE.path}__mock` : null;

/** A handler answered with a network error (the offline switch): the socket is dropped. */
const NETWORK_ERROR = Symbol('network error');

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function adminPrefixOf(pathname: string): string | null {
  if (under(pathname, ADMIN_PREFIX)) return ADMIN_PREFIX;
  return ADMIN_ALIAS !== null && under(pathname, ADMIN_ALIAS) ? ADMIN_ALIAS : null;
}

/** The request's address as the browser saw it (Host header), so absolute env bases match too. */
function requestUrl(request: IncomingMessage, fallbackHost: string): URL {
  const host = request.headers.host;
  const origin = `http://${host && /^[A-Za-z0-9.\-[\]:]+$/.test(host) ? host : fallbackHost}`;
  return new URL(request.url ?? '/', origin);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function fetchRequest(request: IncomingMessage, url: URL, games: Pick<Site, 'gamePort' | 'gameOrigin'> | null = null): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Where the launch addresses point: the server says it, never the browser.
  headers.delete(GAME_PORT_HEADER);
  headers.delete(GAME_ORIGIN_HEADER);
  if (games?.gamePort != null) headers.set(GAME_PORT_HEADER, String(games.gamePort));
  if (games?.gameOrigin != null) headers.set(GAME_ORIGIN_HEADER, games.gameOrigin);
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

function notFound(pathname: string, staticRoot: string | null): Reply {
  const hint = staticRoot === null ? ' (start the server with --static dist to serve the app as well)' : '';
  return textReply(404, `Not found: ${pathname}${hint}`);
}

interface Site {
  /** `games`: the mock games' origin, which answers nothing else; `partner`: the partner demo page. */
  role: 'site' | 'games' | 'partner';
  /** The site's port (the partner page frames it). */
  sitePort: number | null;
  /** The games' port (known once it listens). */
  gamePort: number | null;
  /** Where the launch addresses point instead (MockServerOptions.gameOrigin). */
  gameOrigin: string | null;
  staticRoot: string | null;
  fallbackHost: string;
  /** Lower-case host names without port (IPv6 in brackets). */
  allowedHosts: ReadonlySet<string>;
  dropHeaders: readonly string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Listening on every interface names no host a browser would use. */
const ANY_ADDRESS = new Set(['0.0.0.0', '[::]']);

/** The name of a Host header without its port, lower case: `[::1]:4320` -> `[::1]`. */
export function hostName(header: string): string {
  const name = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d*$/, '');
  return name.toLowerCase();
}

function allowedHostsOf(host: string, extra: readonly string[]): Set<string> {
  const names = new Set([...LOOPBACK_HOSTS, hostName(formatHost(host)), ...extra.map((name) => hostName(name.trim()))]);
  for (const name of ANY_ADDRESS) names.delete(name);
  return names;
}

async function answer(request: IncomingMessage, url: URL, site: Site): Promise<Reply | typeof NETWORK_ERROR> {
  // A game page runs scripts: never on the site's origin, and nothing of the site on the games' one.
  if ((site.role === 'games') !== under(url.pathname, MOCK_GAMES_PATH)) {
    const games = site.role === 'site' && site.gamePort !== null ? ` (the mock games are on ${gameOriginFor(url, site.gamePort)})` : '';
    return textReply(404, `Not found: ${url.pathname}${games}`);
  }
  const admin = adminPrefixOf(url.pathname);
  if (admin !== null) return adminReply({ request: await fetchRequest(request, url), prefix: admin, alias: ADMIN_ALIAS });
  const provider = request.method === 'GET' || request.method === 'HEAD' ? providerPageReply(url) : null;
  if (provider) return provider;

  const response = await getResponse(handlers, await fetchRequest(request, url, site));
  if (response) return response.type === 'error' ? NETWORK_ERROR : replyFromResponse(response);

  if (site.staticRoot !== null) {
    const file = await serveStatic(
      { root: site.staticRoot, noFallback: [API_BASE.path, CMS_BASE.path, AUTH_BASE.path, ADMIN_PREFIX, ...FILES_ONLY] },
      { method: request.method ?? 'GET', pathname: url.pathname, accept: request.headers.accept, ifNoneMatch: request.headers['if-none-match'] },
    );
    if (file) return withGameFrames(file, url, site);
  }
  return notFound(url.pathname, site.staticRoot);
}

/** The build's policy, the games' origin that the site frames, and the partners QA added (mock_partners) that may frame it. */
function withGameFrames(reply: Reply, url: URL, site: Site): Reply {
  let policy = reply.headers['Content-Security-Policy'];
  if (policy === undefined) return reply;
  if (site.gamePort !== null) policy = withFrameSource(policy, gameOriginFor(url, site.gamePort));
  if (site.gameOrigin !== null) policy = withFrameSource(policy, site.gameOrigin);
  reply.headers['Content-Security-Policy'] = withFrameAncestors(policy, framePartnerOrigins());
  return reply;
}

async function serve(request: IncomingMessage, response: ServerResponse, site: Site): Promise<void> {
  const host = request.headers.host;
  if (host !== undefined && !site.allowedHosts.has(hostName(host))) {
    const allowed = [...site.allowedHosts].join(', ');
    console.warn(`[mock-server] refused Host ${JSON.stringify(host)} (allowed: ${allowed}; add one with --allow-host)`);
    await writeReply(request, response, textReply(421, `This mock server does not answer for ${host}. It answers ${allowed}; start it with --allow-host ${hostName(host)} to add that name.`));
    return;
  }
  const url = requestUrl(request, site.fallbackHost);
  if (site.role === 'partner') {
    await writeReply(request, response, partnerReply(request.method ?? 'GET', url, site.sitePort ?? 0));
    return;
  }
  // Loopback is a secure context over http, so the session cookie can be one a partner's frame keeps.
  const secure = LOOPBACK_HOSTS.includes(hostName(url.host));
  const { result, setCookie } = await withRequestSession(request.headers.cookie, () => answer(request, url, site), { secure });
  if (result === NETWORK_ERROR) {
    request.socket.destroy();
    return;
  }
  if (setCookie !== null) result.cookies = [...(result.cookies ?? []), setCookie];
  result.headers['X-Mock-Backend'] = 'http';
  await writeReply(request, response, withoutHeaders(result, site.dropHeaders));
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function httpServer(site: Site): Server {
  return createServer((request, response) => {
    serve(request, response, site).catch((error: unknown) => {
      console.error(`[mock-server] ${request.method} ${request.url} failed`, error);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Mock server error');
    });
  });
}

/** Listens on the port (strict: taken is an error naming `flags`) and returns the port it got. */
async function listen(server: Server, wanted: number, host: string, flags: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${wanted} on ${host} is already in use (another mock server?). Pick another with ${flags}.`) : error);
    });
    server.listen(wanted, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Starts the server; rejects when a port is taken or the static folder has no index.html. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? DEFAULT_HOST;
  const wanted = options.port ?? DEFAULT_PORT;
  const wantedGames = options.gamePort ?? 0;
  const staticRoot = options.staticDir === undefined ? null : path.resolve(options.staticDir);
  if (staticRoot !== null && !existsSync(path.join(staticRoot, 'index.html'))) {
    throw new Error(`${staticRoot}/index.html not found: build the app first (npm run build)`);
  }

  const allowedHosts = allowedHostsOf(host, options.allowedHosts ?? []);
  const dropHeaders = options.dropHeaders ?? [];
  const gameOrigin = options.gameOrigin === undefined ? null : new URL(options.gameOrigin).origin;
  const site: Site = { role: 'site', sitePort: null, gamePort: null, gameOrigin, staticRoot, fallbackHost: `${formatHost(host)}:${wanted}`, allowedHosts, dropHeaders };
  const games: Site = { role: 'games', sitePort: null, gamePort: null, gameOrigin, staticRoot: null, fallbackHost: `${formatHost(host)}:${wantedGames}`, allowedHosts, dropHeaders };
  const partner: Site = {
    role: 'partner',
    sitePort: null,
    gamePort: null,
    gameOrigin: null,
    staticRoot: null,
    fallbackHost: `${formatHost(host)}:${options.partnerPort ?? 0}`,
    allowedHosts,
    dropHeaders,
  };
  const server = httpServer(site);
  const gameServer = httpServer(games);
  const partnerServer = options.partnerPort === undefined ? null : httpServer(partner);

  const port = await listen(server, wanted, host, '--port or MOCK_PORT');
  let gamePort: number;
  try {
    gamePort = await listen(gameServer, wantedGames, host, '--game-port or MOCK_GAME_PORT');
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  let partnerPort: number | undefined;
  if (partnerServer !== null) {
    try {
      partnerPort = await listen(partnerServer, options.partnerPort ?? 0, host, '--partner-port or MOCK_PARTNER_PORT');
    } catch (error) {
      await Promise.all([closeServer(server), closeServer(gameServer)]);
      throw error;
    }
  }
  site.fallbackHost = `${formatHost(host)}:${port}`;
  games.fallbackHost = `${formatHost(host)}:${gamePort}`;
  site.gamePort = gamePort;
  games.gamePort = gamePort;
  partner.sitePort = port;
  if (partnerPort !== undefined) partner.fallbackHost = `${formatHost(host)}:${partnerPort}`;
  return {
    url: `http://${site.fallbackHost}`,
    port,
    gameUrl: `http://${games.fallbackHost}`,
    gamePort,
    ...(partnerPort === undefined ? {} : { partnerUrl: `http://${partner.fallbackHost}`, partnerPort }),
    close: async () => {
      await Promise.all([closeServer(server), closeServer(gameServer), ...(partnerServer ? [closeServer(partnerServer)] : [])]);
    },
  };
}
