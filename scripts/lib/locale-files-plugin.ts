import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The translations as data, not code (decision record 045): the client fetches
 * `/locales/{version}/{locale}/{namespace}.json`, which the build writes from `locales/` and the dev
 * server answers from there. `version` is a hash of every file, so a release with other texts gets
 * new addresses and the old ones can be cached for good.
 *
 * Before, each file was a JavaScript chunk of its own and the start chunk held a map of all 124
 * chunk names (about 1.8 KB gzip on every page), and a page's first namespace was one more script.
 * The prerenderer and the tests still import the files through `import.meta.glob`
 * (src/lib/i18n/namespace-files.ts).
 */

/** The address prefix of the translation files, after the site's base. */
export const LOCALE_FILES_DIR = 'locales';

interface LocaleFile {
  locale: string;
  namespace: string;
  /** The file's JSON, without white space. */
  json: string;
}

function readLocaleFiles(dir: string): LocaleFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(dir, entry.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          locale: entry.name,
          namespace: file.slice(0, -'.json'.length),
          json: JSON.stringify(JSON.parse(readFileSync(path.join(dir, entry.name, file), 'utf8'))),
        })),
    )
    .sort((a, b) => `${a.locale}/${a.namespace}`.localeCompare(`${b.locale}/${b.namespace}`));
}

/** A short hash of every file's name and text: it changes when any translation does. */
export function localesVersion(files: readonly LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.locale}/${file.namespace}\n${file.json}\n`);
  return hash.digest('base64url').slice(0, 10);
}

/** `{locale}/{namespace}` of an address under the translations' prefix, or null. */
export function localeFileOf(url: string): { locale: string; namespace: string } | null {
  const match = /^\/locales\/[\w-]+\/([a-z]{2})\/([\w-]+)\.json(?:\?.*)?$/.exec(url);
  return match ? { locale: match[1], namespace: match[2] } : null;
}

export function localeFilesPlugin(localesDir: string): Plugin {
  const files = readLocaleFiles(localesDir);
  const version = localesVersion(files);
  const namespaces = [...new Set(files.map((file) => file.namespace))].sort();
  return {
    name: 'lucky-orbit:locale-files',
    config() {
      return {
        define: {
          // Globals rather than import.meta.env entries: Vitest replaces these too.
          __LOCALES_VERSION__: JSON.stringify(version),
          __LOCALE_NAMESPACES__: JSON.stringify(namespaces),
        },
      };
    },
    configureServer(server) {
      // The dev server reads the files afresh on every request, so an edited text shows on reload.
      server.middlewares.use((request, response, next) => {
        const file = localeFileOf(request.url ?? '');
        if (!file) return next();
        try {
          const text = readFileSync(path.join(localesDir, file.locale, `${file.namespace}.json`), 'utf8');
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(text);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      // Only the browser's build: the prerenderer's server build imports the files itself.
      if (this.environment.config.consumer !== 'client') return;
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `${LOCALE_FILES_DIR}/${version}/${file.locale}/${file.namespace}.json`, source: file.json });
      }
    },
  };
}
