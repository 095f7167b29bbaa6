/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleStatsPlugin } from './scripts/lib/bundle-stats-plugin.ts';
import { headersFilePlugin } from './scripts/lib/headers-file-plugin.ts';
import { LOCALE_FILES_DIR, localeFilesPlugin } from './scripts/lib/locale-files-plugin.ts';
import { inlineScriptPlugin } from './scripts/prerender/inline-script-plugin.ts';
import { PRERENDER_SSR_BUILD, prerenderPlugin } from './scripts/prerender/vite-plugin-prerender.ts';
import { SHELL_CHUNK_FILES, shellChunkPattern } from './src/start/shell-chunk.ts';
import { withoutFolderCopies } from './src/lib/pwa/precache-entries.ts';

/**
 * public/ holds MSW's worker and ours around it (decision record 036) and the mock game's frame page
 * (decision record 047) for mock builds; a real build must not ship them.
 */
const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-worker.js', 'mock-game.html'];

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The `start` chunk: the files src/start/shell-chunk.ts lists. A listed path that does not exist
 * fails the build, so a rename cannot silently move code between chunks.
 */
function shellChunkTest(): RegExp {
  const missing = SHELL_CHUNK_FILES.filter((file) => !existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))));
  if (missing.length > 0) throw new Error(`src/start/shell-chunk.ts lists paths that do not exist: ${missing.join(', ')}`);
  return shellChunkPattern();
}

function dropMockWorker(enabled: boolean): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (!enabled || !options.dir) return;
      for (const file of MOCK_WORKER_FILES) rmSync(join(options.dir, file), { force: true });
    },
  };
}

/**
 * The chunks the entry imports statically (React, the router, the store, i18next...) have run
 * before any dynamic import can: listing them again as preload dependencies of every lazy route,
 * watcher and dialog only adds bytes to the entry (decision record 028). Filled before Vite writes
 * the dependency lists (its import analysis runs in generateBundle, after this plugin's).
 */
function entryStaticChunks(): { plugin: Plugin; loaded: Set<string> } {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'lucky-orbit:entry-static-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
          loaded.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, loaded };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mocking = env.VITE_API_MOCKING === 'true';
  // The prerenderer's own server build (scripts/prerender) needs React only.
  const serverBuild = Boolean(process.env[PRERENDER_SSR_BUILD]);
  const entryStatic = entryStaticChunks();
  return {
    // The prerenderer's server build starts queries while it renders (src/api/base-api.ts, decision record 039).
    define: serverBuild ? { 'import.meta.env.PRERENDER': 'true' } : {},
    css: {
      // A CSS module's class is its own name and a short hash of its file's path (the same in the
      // prerenderer's build and the browser's): readable in the page, and no longer than needed, as
      // the components' scripts carry every name.
      modules: { generateScopedName: (name, file) => `${name}_${createHash('sha256').update(relative(ROOT, file)).digest('base64url').slice(0, 5)}` },
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The mock worker's cookie store asks tldts for registrable domains; its public suffix list
        // is 300 KB of the mock start. The browser's mock bundle gets a two-label stand-in
        // (decision record 033); Node and the tests keep the real package.
        ...(mocking ? [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/core/registrable-domain.ts', import.meta.url)) }] : []),
        // react-router's package exports only its development build (warnings and dev checks kept);
        // client bundles take the production build it ships beside it (decision record 028).
        ...(command === 'build' && !serverBuild
          ? [
              { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
              // React 19 has useSyncExternalStore; react-i18next still imports the shim for older Reacts.
              { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/react/use-sync-external-store-shim.ts', import.meta.url)) },
            ]
          : []),
      ],
    },
    build: {
      // mock builds go to their own folder so a static demo and a real build can sit side by side
      outDir: mocking ? 'dist-mock' : 'dist',
      sourcemap: false,
      // .vite/manifest.json: the prerenderer links each page's own CSS and chunks from it.
      manifest: true,
      // Every browser the site supports (SPEC: evergreen) has <link rel="modulepreload">.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryStatic.loaded.has(dep)) : deps),
      },
      rolldownOptions: {
        output: {
          // Seven characters of hash, the fewest Rolldown accepts: the entry names about two hundred
          // files in its preload map, and every character there is one the home page fetches.
          ...(serverBuild
            ? {}
            : { chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' }),
          // The framework in two cacheable chunks beside the entry, so no chunk passes 100 KB gzip
          // (react-dom alone is about 66 KB, the rest 70) and an app release does not re-download them.
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              // The router, the store and i18next, which every page runs before its first render, with
              // Vite's preload helper: one file instead of six, 2.4 KB less gzip (decision records 028, 046).
              {
                name: 'framework',
                test: /node_modules[\\/](react-router|@reduxjs[\\/]toolkit|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store|@standard-schema|i18next|react-i18next)[\\/]|vite[\\/]preload-helper/,
              },
              // Listed after the framework groups, which keep React, the router and the store (and
              // i18next) even though the shell imports them.
              { name: 'start', test: shellChunkTest() },
            ],
          },
        },
      },
    },
    plugins: [
      react(),
      // The prerendered pages' inline start script, compiled from src/start/boot/early-requests-script.ts.
      inlineScriptPlugin(fileURLToPath(new URL('./src', import.meta.url))),
      localeFilesPlugin(fileURLToPath(new URL('./locales', import.meta.url))),
      bundleStatsPlugin(),
      entryStatic.plugin,
      // After the prerendered pages: the host's headers with their inline-script hashes (decision record 049).
      ...(serverBuild ? [] : [dropMockWorker(!mocking), prerenderPlugin(), headersFilePlugin(!mocking)]),
      !serverBuild && VitePWA({
        // The PWA worker and MSW's worker both claim "/": only register ours without mocks.
        injectRegister: null,
        // "prompt": a new worker waits until no form holds typed input (src/lib/pwa, decision record 026).
        registerType: 'prompt',
        disable: mocking,
        manifest: false,
        // The worker is a source file of its own (src/lib/pwa/sw.ts, decision record 063): its routes
        // import the page-address rule and the app-page allow-list instead of copies written out here.
        strategies: 'injectManifest',
        srcDir: 'src/lib/pwa',
        filename: 'sw.ts',
        injectManifest: {
          // A classic script, as the page registers it (src/lib/pwa/register-service-worker.ts).
          rollupFormat: 'iife',
          // The translations of this release are JSON (decision record 045).
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}', `${LOCALE_FILES_DIR}/**/*.json`],
          // The large install icons are read by the browser when it installs the app, never offline.
          globIgnores: ['**/mockServiceWorker.js', '**/mock-worker.js', '**/mock-game.html', '**/icon-512.png', '**/icon-maskable-*.png'],
          // Each prerendered page once, not also its folder copy (src/lib/pwa/precache-entries.ts).
          manifestTransforms: [withoutFolderCopies],
        },
      }),
    ],
    test: {
      globals: true,
      // The beacon first: a forked worker names the file it runs for the watchdog below.
      setupFiles: ['scripts/lib/vitest-watchdog-beacon.ts', 'src/testing/setup-tests.ts'],
      // A file whose worker stops progressing fails by name after VITEST_WATCHDOG_SECONDS (120 s):
      // its own timeouts cannot fire while a loop holds its event loop (decision record 032).
      // scripts/test-all.mjs names its reporters on the command line, the watchdog among them.
      reporters: ['default', './scripts/lib/vitest-watchdog.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      env: { VITE_API_MOCKING: 'false' },
      // Measured on the 2-core machine: worker threads start faster than forked processes, and
      // Vitest's default for `run` is one worker fewer than the cores (1 here). The projects inherit
      // these, so `--maxWorkers` on the command line has no effect. Not VITEST_MAX_WORKERS=1 (nor
      // --no-file-parallelism) for the dom files: with one worker Vitest gives a vm pool all its
      // files as one batch, in ONE VM context, and globals and packages' state leak from file to
      // file (decision record 032).
      pool: 'threads',
      maxWorkers: 2,
      // The dom project's vmForks children keep every file's VM context (Node leaks them) and are
      // recycled only above this heap size. The default, half of the machine's memory (12 GB here),
      // is above V8's own heap limit (4 GB): a child that had run some hundred files spent its time
      // collecting garbage and never finished its next file (campaign-popups.test.tsx, twice in
      // fresh-clone runs). Read by Vitest from the root config only.
      vmMemoryLimit: '1200MB',
      // Two projects that inherit everything above (`extends: true` concatenates arrays, so
      // `include` lives only in the projects).
      projects: [
        {
          extends: true,
          test: {
            // Logic, API and mock-backend tests in plain Node, without the jsdom start-up. A
            // *.test.ts that needs the DOM says so on its first line: `// @vitest-environment jsdom`.
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            // Files share a worker and its module cache (the setup file still runs per file and
            // resets the mock backend after each test); checked with --sequence.shuffle.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // Components in jsdom, each file isolated: without isolation documents, cookies and
            // module state leak from file to file and tests fail.
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            // A fresh VM context per file in long-lived child processes: jsdom and the test
            // libraries load once per process instead of once per file (the dom files 228 s ->
            // 152 s on two cores). Processes, not threads: with `vmThreads` a worker thread exited
            // unexpectedly in one of four full runs (decision record 032). Needs web streams in
            // the context (src/testing/web-streams.ts).
            pool: 'vmForks',
          },
        },
      ],
    },
  };
});
