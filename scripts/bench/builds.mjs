// The builds the chosen sections measure: dist-bench/ (vite build --mode mock: the in-browser MSW
// mock, what QA and demo visitors open), dist-bench-prod/ (the production bundle, served with the
// stateful mock API by the mock HTTP server, scripts/mock-server.mjs --static, decision record 015)
// and, for Lighthouse and the route change, the framework floor (scripts/bench-floor/, built into dist-bench-floor/).
// With --no-build a folder is built only when it holds no index.html yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './project-root.mjs';

function build(outDir, mode) {
  console.log(`building ${mode === 'mock' ? 'a mock' : 'the production'} bundle into ${outDir}/ ...`);
  const modeArgs = mode === 'mock' ? ['--mode', 'mock'] : [];
  // The production build's pages carry their first data, asked from the mock backend (decision record 039).
  const builder = mode === 'mock' ? 'node_modules/vite/bin/vite.js' : 'scripts/build-with-data.mjs';
  const result = spawnSync(
    process.execPath,
    [builder, ...(mode === 'mock' ? ['build'] : []), ...modeArgs, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build into ${outDir}/ failed`);
}

/** The framework floor page (scripts/bench-floor/): its own Vite build, none of the app's config. */
async function buildFloor(outDir) {
  console.log(`building the framework floor into ${outDir}/ ...`);
  const { build: viteBuild } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await viteBuild({
    configFile: false,
    root: path.join(root, 'scripts', 'bench-floor'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: path.join(root, outDir), emptyOutDir: true },
  });
}

/** Builds what the sections in `only` load, in the folders the options name. */
export async function buildWhatSectionsNeed({ only, reuse, mockOut, prodOut, floorOut }) {
  const missing = (outDir) => !reuse || !existsSync(path.join(root, outDir, 'index.html'));
  const needsProd = only.some((name) => ['lighthouse', 'seo', 'pwa', 'trace', 'tap'].includes(name));
  const needsMock = only.some((name) => ['lighthouse', 'hall'].includes(name));
  if (needsMock && missing(mockOut)) build(mockOut, 'mock');
  if (needsProd && missing(prodOut)) build(prodOut, 'production');
  // Lighthouse scores the floor's home page; the trace section times its route change.
  if (only.some((name) => ['lighthouse', 'trace'].includes(name)) && missing(floorOut)) await buildFloor(floorOut);
}
