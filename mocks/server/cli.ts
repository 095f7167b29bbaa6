import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, CMS_BASE } from '../core/base-urls';
import { headerNames } from './drop-headers';
import { DEFAULT_HOST, DEFAULT_PORT, type MockServer, type MockServerOptions, startMockServer } from './server';

/**
 * `npm run mock:server [-- --port 4320 --host 127.0.0.1 --static dist]`, started by
 * scripts/mock-server.mjs (which loads this TypeScript through Vite). Env: MOCK_PORT, MOCK_GAME_PORT, MOCK_GAME_ORIGIN, MOCK_PARTNER_PORT, MOCK_HOST,
 * MOCK_ALLOWED_HOSTS, MOCK_DROP_HEADERS.
 */
export const USAGE = `Usage: npm run mock:server -- [--port N] [--game-port N] [--game-origin URL] [--host H] [--allow-host NAME] [--static DIR] [--mode MODE] [--drop-header NAME]
  --port N      port to listen on (default ${DEFAULT_PORT}, or MOCK_PORT); taken means an error, no other port is tried
  --game-port N port of the mock games' own origin (default any free port, printed at start; or MOCK_GAME_PORT);
                production builds frame games of another origin only
  --game-origin URL  the launch addresses' origin instead of the games' port (or MOCK_GAME_ORIGIN), e.g.
                https://games.orbit-forge.example, which the browser maps onto an https proxy of the games' port
  --partner-port N  also serve a partner's demo page framing the site from another origin (docs/partners.md;
                or MOCK_PARTNER_PORT); add its origin with mock_partners
  --host H      address to listen on (default ${DEFAULT_HOST}, or MOCK_HOST)
  --allow-host NAME  a host name browsers may use besides localhost, 127.0.0.1, [::1] and --host (repeatable,
                comma-separated, or MOCK_ALLOWED_HOSTS); other Host headers are refused (DNS rebinding)
  --static DIR  also serve a built app (e.g. dist) with SPA fallback, on the same origin as /api/ and /cms/
  --mode MODE   Vite mode whose .env files set VITE_API_URL etc. for the handlers (default production)
  --drop-header NAME  never send this response header (repeatable, comma-separated, or MOCK_DROP_HEADERS):
                a host that forgot it, for testing npm run check:deployment
Admin page: /__mock/ (switches, sign in/out, reset; JSON at /__mock/state).`;

export class UsageError extends Error {}

function parseOrigin(value: string, source: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new UsageError(`${source}: "${value}" is not an http(s) origin`);
  return url.origin;
}

function parsePort(value: string, source: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65_535) throw new UsageError(`${source}: "${value}" is not a port number (0-65535)`);
  return Number(value);
}

/** Command-line flags over MOCK_PORT / MOCK_HOST over the defaults. `--mode` is the launcher's. */
export function parseArgs(argv: readonly string[], env: Record<string, string | undefined>): MockServerOptions & { help?: boolean } {
  const options: MockServerOptions & { help?: boolean } = {};
  if (env.MOCK_PORT) options.port = parsePort(env.MOCK_PORT, 'MOCK_PORT');
  if (env.MOCK_GAME_PORT) options.gamePort = parsePort(env.MOCK_GAME_PORT, 'MOCK_GAME_PORT');
  if (env.MOCK_GAME_ORIGIN) options.gameOrigin = parseOrigin(env.MOCK_GAME_ORIGIN, 'MOCK_GAME_ORIGIN');
  if (env.MOCK_PARTNER_PORT) options.partnerPort = parsePort(env.MOCK_PARTNER_PORT, 'MOCK_PARTNER_PORT');
  if (env.MOCK_HOST) options.host = env.MOCK_HOST;
  const allowHosts = (list: string) => {
    const names = list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    options.allowedHosts = [...(options.allowedHosts ?? []), ...names];
  };
  if (env.MOCK_ALLOWED_HOSTS) allowHosts(env.MOCK_ALLOWED_HOSTS);
  const dropHeaders = (list: string) => {
    options.dropHeaders = [...(options.dropHeaders ?? []), ...headerNames(list)];
  };
  if (env.MOCK_DROP_HEADERS) dropHeaders(env.MOCK_DROP_HEADERS);
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++index];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--port':
        options.port = parsePort(value(), '--port');
        break;
      case '--game-port':
        options.gamePort = parsePort(value(), '--game-port');
        break;
      case '--game-origin':
        options.gameOrigin = parseOrigin(value(), '--game-origin');
        break;
      case '--partner-port':
        options.partnerPort = parsePort(value(), '--partner-port');
        break;
      case '--host':
        options.host = value();
        break;
      case '--allow-host':
        allowHosts(value());
        break;
      case '--static':
        options.staticDir = value();
        break;
      case '--drop-header':
        dropHeaders(value());
        break;
      case '--mode':
        value();
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  return options;
}

const write = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Starts the server from the command line and stops it on SIGINT / SIGTERM (then calls `onClose`,
 * e.g. to close the Vite instance that loaded this file). Exits with 1 on a usage or start error.
 */
export async function runMockServerCli(argv: readonly string[], onClose: () => Promise<void> = async () => {}): Promise<MockServer | null> {
  let options;
  try {
    options = parseArgs(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`mock-server: ${error.message}\n${USAGE}`);
    process.exitCode = 1;
    return null;
  }
  if (options.help) {
    write(USAGE);
    return null;
  }
  if (options.staticDir && existsSync(path.join(options.staticDir, 'mockServiceWorker.js'))) {
    console.warn(`mock-server: ${options.staticDir} looks like a mock build (it has mockServiceWorker.js): its own in-browser mock will answer, not this server. Use npm run build (dist/).`);
  }

  let server: MockServer;
  try {
    server = await startMockServer(options);
  } catch (error) {
    console.error(`mock-server: ${(error as Error).message}`);
    process.exitCode = 1;
    return null;
  }

  const at = (base: typeof API_BASE) => (base.origin ?? server.url) + base.path;
  write(`Mock backend on ${server.url}/  (main API ${at(API_BASE)}, content ${at(CMS_BASE)})`);
  write(options.staticDir ? `App from ${path.resolve(options.staticDir)}: ${server.url}/en/` : 'No app served (add --static dist after npm run build).');
  write(`Mock games on ${server.gameUrl}/mock-games/ (their own origin: the app frames them as another site)`);
  if (options.gameOrigin) write(`Launch addresses point at ${options.gameOrigin}/mock-games/ (a host the browser maps onto the games' port)`);
  if (server.partnerUrl) {
    const page = server.partnerUrl.replace('127.0.0.1', 'localhost');
    write(`Partner demo page on ${page}/ (frames the site from another site; first allow it: ${server.url}/__mock/scenario?mock_partners=${page})`);
  }
  if (options.dropHeaders?.length) write(`Test switch: these response headers are never sent: ${options.dropHeaders.join(', ')}`);
  write(`Admin: ${server.url}/__mock/   Stop with Ctrl+C.`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .close()
      .then(onClose)
      .catch((error: unknown) => console.error('mock-server: error while stopping', error))
      .finally(() => process.exit());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
