#!/usr/bin/env node
// `npm run build:with-data [-- --e2e] [-- vite build options]`: the production build whose prerendered pages
// carry their first public data (the home banners), asked at build time from the mock backend as a
// real deployment asks its own (PRERENDER_DATA_ORIGIN; decision record 039). `npm test` and
// `npm run bench` build this way; the mock HTTP server then serves the build and answers the same.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_BUILD_ENV } from './lib/e2e-build-env.mjs';
import { freePort, startMockServer } from './lib/servers.mjs';

// --e2e: configured as the end-to-end suite's deployment (scripts/lib/e2e-build-env.mjs).
const e2e = process.argv.includes('--e2e');
const viteArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e');

const root = path.resolve(import.meta.dirname, '..');
const server = await startMockServer({ port: await freePort() });
let status = 1;
try {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...viteArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...(e2e ? E2E_BUILD_ENV : {}), ...process.env, PRERENDER_DATA_ORIGIN: server.url },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);
