// Servers the measuring scripts (check-size, bench) start and stop: the mock HTTP server with a
// build (`npm run mock:server -- --static DIR`, decision record 015) and `vite preview` for mock
// builds. Each runs in its own process group, so stopping it stops its children too (npm and
// vite spawn children that a plain kill would orphan, holding the port).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const HOST = '127.0.0.1';

/** A TCP port nobody listens on right now (chosen by the system). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startProcess(name, args, isReady) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = () => stopProcess(child);
  return { child, stop, output: () => output, ready: waitUntilReady(name, child, () => output, isReady, stop) };
}

async function waitUntilReady(name, child, output, isReady, stop) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready:\n${output()}`);
    if (await isReady(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} was not ready within 60 s:\n${output()}`);
}

/** Stops a process group started here: SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `node scripts/mock-server.mjs --static DIR --port PORT`: the build and the stateful mock API on
 * one origin (the API alone without `staticDir`). `gamePort`, `gameOrigin`: the mock games' port and
 * the origin their launch addresses name (game-host.mjs). Resolves with { url, stop } once the server prints its address.
 */
export async function startMockServer({ staticDir, port, partnerPort, gamePort, gameOrigin }) {
  const args = [
    'scripts/mock-server.mjs',
    ...(staticDir ? ['--static', staticDir] : []),
    '--port',
    String(port),
    ...(partnerPort !== undefined ? ['--partner-port', String(partnerPort)] : []),
    ...(gamePort !== undefined ? ['--game-port', String(gamePort)] : []),
    ...(gameOrigin !== undefined ? ['--game-origin', gameOrigin] : []),
    '--host',
    HOST,
  ];
  const server = startProcess('mock server', args, (output) => output.includes('Mock backend on'));
  await server.ready;
  return { url: `http://${HOST}:${port}`, stop: server.stop };
}

/** `vite preview` of a mock build (its own MSW worker answers the API). Resolves with { url, stop }. */
export async function startPreview({ outDir, port, mode = 'mock' }) {
  const url = `http://${HOST}:${port}`;
  const server = startProcess(
    'vite preview',
    ['node_modules/vite/bin/vite.js', 'preview', '--mode', mode, '--outDir', outDir, '--port', String(port), '--strictPort', '--host', HOST],
    // Vite prints its address once it listens (a server of somebody else's on the port never does).
    async (output) => {
      if (!output.includes(`${HOST}:${port}`)) return false;
      try {
        return (await fetch(`${url}/`)).ok;
      } catch {
        return false;
      }
    },
  );
  await server.ready;
  return { url, stop: server.stop };
}
