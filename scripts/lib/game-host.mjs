// A game provider's host over https for the measuring scripts (npm run bench, npm run size).
// Production builds frame https launch addresses only (src/lib/navigation/launch-scheme.ts), and the
// mock HTTP server serves its games over plain http on a port of their own (mocks/server/
// game-origin.ts), so a game page measured there would show the refusal screen instead of a game.
// Here the mock server is told to hand out launch addresses on a provider's host
// (`--game-origin`, the host the end-to-end stand-in uses too: e2e/third-parties/game-provider.ts),
// a small https proxy with a throwaway self-signed certificate forwards that host to the games'
// port, and the browser is started with flags that resolve the host to the proxy and accept its
// certificate. The build's own policy already frames any https origin (`frame-src 'self' https:`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, startMockServer } from './servers.mjs';

const GAME_PROVIDER_HOST = 'games.orbit-forge.example';
export const GAME_PROVIDER_ORIGIN = `https://${GAME_PROVIDER_HOST}`;

/** Chromium flags that send the provider's host to the proxy on `port` and accept its certificate. */
function gameHostChromeArgs(port) {
  return [`--host-resolver-rules=MAP ${GAME_PROVIDER_HOST} ${HOST}:${port}`, '--ignore-certificate-errors'];
}

/** A self-signed certificate for the provider's host, made by openssl in a folder removed at once. */
function throwawayCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'game-host-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${GAME_PROVIDER_HOST}`, '-addext', `subjectAltName=DNS:${GAME_PROVIDER_HOST}`, '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An https server on `port` that forwards every request to the mock games' http origin on `gamePort`. */
async function startProxy(port, gamePort) {
  const server = createServer(throwawayCertificate(), (incoming, outgoing) => {
    // The games' origin answers its loopback Host only (the mock server refuses other names).
    const headers = { ...incoming.headers, host: `${HOST}:${gamePort}` };
    const forward = httpRequest({ host: HOST, port: gamePort, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * The mock HTTP server with `staticDir` on `port`, its games on `gamePort` and launch addresses on
 * the provider's https host, proxied from `hostPort`. Resolves with { url, chromeArgs, stop }:
 * start the browser with `chromeArgs`.
 */
export async function startSiteWithGameHost({ staticDir, port, gamePort, hostPort }) {
  const site = await startMockServer({ staticDir, port, gamePort, gameOrigin: GAME_PROVIDER_ORIGIN });
  let stopProxy;
  try {
    stopProxy = await startProxy(hostPort, gamePort);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return {
    url: site.url,
    chromeArgs: gameHostChromeArgs(hostPort),
    stop: async () => {
      await stopProxy();
      await site.stop();
    },
  };
}
