import { get } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { assetLinks, inlineEntryStylesheets, type Manifest, pageAssets, routeModules } from './page-assets.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';
import { type PageScripts, pageHtml, withEarlyScript } from './page-html.ts';

/** Set while the plugin builds the server bundle, so vite.config.ts leaves out client-only plugins. */
export const PRERENDER_SSR_BUILD = 'PRERENDER_SSR_BUILD';

const ENTRY = 'src/start/boot/render-page.tsx';

interface RenderModule {
  prerenderedPaths(): string[];
  prerenderedFile(path: string): string;
  shellEarlyScript(): string;
  pageScripts(): PageScripts;
  renderPage(
    path: string,
    options: { dataOrigin?: string },
  ): Promise<{ path: string; locale: string; html: string; head: string; namespaces: string[]; routeIds: string[]; earlyScript: string; data: string; plainOnly: boolean; earlyTexts: boolean }>;
}

/**
 * After the client build, builds src/start/boot/render-page.tsx for Node and writes the HTML
 * of every prerendered address next to index.html (decision record 016). A page that cannot
 * render fails the build.
 */
/** The CSP sources of the build's inline scripts, one per line, beside index.html. */
export const CSP_HASHES_FILE = 'csp-script-hashes.txt';

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lucky-orbit:prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !process.env[PRERENDER_SSR_BUILD],
    configResolved(resolved) {
      config = resolved;
    },
    // Before vite-plugin-pwa's closeBundle, so the service worker precaches the prerendered pages.
    closeBundle: { order: 'pre', sequential: true, handler: writePages },
  };

  async function writePages() {
    const started = Date.now();
    const outDir = path.resolve(config.root, config.build.outDir);
    // Inside the project, so the server bundle resolves react and friends from node_modules.
    mkdirSync(path.join(config.root, 'node_modules', '.cache'), { recursive: true });
    const serverDir = mkdtempSync(path.join(config.root, 'node_modules', '.cache', 'prerender-'));
    process.env[PRERENDER_SSR_BUILD] = '1';
    try {
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
    } finally {
      delete process.env[PRERENDER_SSR_BUILD];
    }
    let seedServer: { url: string; stop: () => Promise<void> } | null = null;
    try {
      const module = (await import(pathToFileURL(path.join(serverDir, 'render-page.js')).href)) as RenderModule;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const mocking = config.env.VITE_API_MOCKING === 'true';
      // The plain shell stays available for hosts that want a separate fallback page (and the web
      // app's worker); it starts the shell's requests of the address's locale (decision record 028).
      const shell = mocking ? template : withEarlyScript(template, module.shellEarlyScript());
      writeFileSync(path.join(outDir, 'app.html'), shell);
      // Every inline script the build writes, for the host's Content-Security-Policy (docs/static-hosting.md).
      const scriptHashes = new Set([...inlineScriptHashes(template), ...inlineScriptHashes(shell)]);
      // The page's own stylesheets (its route and layout are lazy in the client), inlined so the
      // markup is styled at first paint; its section's and route's scripts, fetched beside the entry.
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const sectionsDir = path.join(config.root, 'src/app/router/sections');
      const modules = routeModules(
        Object.fromEntries(
          readdirSync(sectionsDir)
            .filter((file) => file.endsWith('-routes.ts'))
            .map((file) => [file, readFileSync(path.join(sectionsDir, file), 'utf8')]),
        ),
        readFileSync(path.join(config.root, 'src/app/router/localize-routes.ts'), 'utf8'),
      );
      const readCss = (href: string) => readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8');
      // The entry's stylesheet is inlined in prerendered pages too: no render-blocking request before the first paint.
      const pageTemplate = inlineEntryStylesheets(template, readCss);
      // The backend the pages' public first data is asked from (decision record 039): the shell's
      // variable or the mode's .env files. A mock build asks the mock HTTP server, started here on
      // the seed the browser's worker starts from too, so its largest paint does not wait for that
      // worker (decision record 053).
      const configured =
        process.env.PRERENDER_DATA_ORIGIN || loadEnv(config.mode, config.envDir || config.root, 'PRERENDER_').PRERENDER_DATA_ORIGIN || undefined;
      if (mocking && !configured) seedServer = await startSeedServer();
      const dataOrigin = configured ?? seedServer?.url;
      const paths = module.prerenderedPaths();
      const scripts = module.pageScripts();
      for (const address of paths) {
        const rendered = await module.renderPage(address, { dataOrigin });
        // QA switches in the address (mock_*) may change any answer: with a query, a mock build's
        // page that carries data is rendered afresh, as the hall's is everywhere.
        const page = mocking ? { ...rendered, plainOnly: rendered.plainOnly || rendered.data !== '' } : rendered;
        const assets = pageAssets(manifest, modules, page.routeIds, config.base);
        const links = assetLinks(assets, readCss);
        // A mock build answers from its service worker, which is not listening before the app starts it.
        const earlyScript = mocking ? '' : page.earlyScript;
        const html = pageHtml(pageTemplate, {
          ...page,
          head: links + page.head,
          earlyScript,
          earlyTexts: !mocking && page.earlyTexts,
          routeScripts: assets.scripts,
        }, scripts);
        for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
        if (seedServer) await copyMockPictures(html, seedServer.url, outDir);
        // '/it/gamehall' -> it/gamehall.html, and it/gamehall/index.html for '/it/gamehall/'; a
        // shell '/it/game/*' -> it/game/_page.html only (decision record 040).
        const single = address === '/' || address.endsWith('/*');
        const files = [module.prerenderedFile(address), ...(single ? [] : [path.join(address.slice(1), 'index.html')])];
        for (const relative of files) {
          const file = path.join(outDir, relative);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      }
      writeFileSync(path.join(outDir, CSP_HASHES_FILE), `${[...scriptHashes].sort().join('\n')}\n`);
      config.logger.info(`prerendered ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await seedServer?.stop();
      rmSync(serverDir, { recursive: true, force: true });
    }
  }
}

/** The mock CMS's pictures a page shows (its banners, its first tiles), as answered on the seed. */
const MOCK_PICTURE = /(?:src|href)="(\/mock-(?:cms|media)\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif))"/g;

/**
 * Writes the mock CMS's pictures a mock build's page names into the build, beside it at the same
 * address: on a first visit the page is not yet under the mock worker, and its largest picture is
 * fetched from the host before the worker could answer it. Under the worker the same address gets
 * the same picture from the same seed.
 */
async function copyMockPictures(html: string, origin: string, outDir: string): Promise<void> {
  for (const [, address] of html.matchAll(MOCK_PICTURE)) {
    const file = path.join(outDir, address);
    if (!file.startsWith(outDir + path.sep)) continue;
    const bytes = await download(new URL(address, origin));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
}

// node:http, not fetch: a global fetch awaited inside this closeBundle hook failed the build with
// rolldown's "oneshot canceled" (Vite 8), before the request was answered.
function download(url: URL): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`prerender: ${url.pathname} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/** The mock HTTP server on a free port, freshly seeded (it keeps no state between starts). */
async function startSeedServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { freePort, startMockServer } = await import('../lib/servers.mjs');
  return startMockServer({ port: await freePort() });
}
