#!/usr/bin/env node
// `npm run mock:server`: the mock backend (mocks/) served over HTTP, see mocks/server/ and decision
// record 015. The handlers are TypeScript that use the `@/` alias, `import.meta.env.VITE_*` and
// `import.meta.glob`, so they are loaded through Vite's SSR module runner with the project's own
// vite.config.ts (same alias, same .env files as the build of the chosen mode). No bundle, no new
// dependency; Vite stays loaded only to serve those modules and is closed with the server.
import { createServer, isRunnableDevEnvironment } from 'vite';

const argv = process.argv.slice(2);
const modeAt = argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
const mode = modeAt < 0 ? 'production' : argv[modeAt].includes('=') ? argv[modeAt].split('=')[1] : argv[modeAt + 1];
if (!mode) {
  console.error('mock-server: --mode needs a value');
  process.exit(1);
}

const vite = await createServer({
  mode,
  logLevel: 'warn',
  appType: 'custom',
  // Nothing is served to a browser by Vite here: no HMR, no WebSocket port, no file watching, no
  // dependency scan.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) {
  await vite.close();
  throw new Error('mock-server: Vite has no runnable SSR environment');
}
try {
  const { runMockServerCli } = await ssr.runner.import('/mocks/server/cli.ts');
  const server = await runMockServerCli(argv, () => vite.close());
  if (!server) await vite.close();
} catch (error) {
  await vite.close();
  throw error;
}
