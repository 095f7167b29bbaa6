import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the stats land, relative to the build's out dir (beside Vite's own `.vite/manifest.json`). */
export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

export interface BundleStatsModule {
  /** Project-relative path (`src/app/...`, `node_modules/react-dom/...`) or a virtual id without its `\0`. */
  id: string;
  /** Length of the module's code as rendered into the chunk (before minification). */
  renderedLength: number;
}

export interface BundleStatsChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Project-relative id of the module the chunk stands for (an entry or an import() target), or null. */
  facadeModuleId: string | null;
  /** Bytes of the chunk as written (minified). */
  bytes: number;
  /** Chunks this one imports statically / with import(). */
  imports: string[];
  dynamicImports: string[];
  /** Largest first. */
  modules: BundleStatsModule[];
}

export interface BundleStats {
  version: 1;
  chunks: BundleStatsChunk[];
}

/**
 * Writes `.vite/bundle-stats.json` into the client build's out dir: for every JS chunk, its file,
 * whether it is an entry or a dynamic entry, the module it stands for and the modules inside it with
 * their rendered lengths (rolldown's `chunk.modules[id].renderedLength`). Read by
 * scripts/check-size.mjs for the "largest modules of the entry chunk" table and the section rules.
 * Only JSON: the PWA precache (js, css, html, images) never picks it up.
 */
export function bundleStatsPlugin(): Plugin {
  let root = process.cwd();
  const relative = (id: string): string => {
    if (id.startsWith('\0')) return id.slice(1);
    const clean = id.split('?')[0];
    const inside = path.relative(root, clean);
    // Ids outside the project (a plugin's virtual `/@vite-plugin-pwa/...`) stay as they are.
    return path.isAbsolute(clean) && !inside.startsWith('..') ? inside.split(path.sep).join('/') : id;
  };
  return {
    name: 'lucky-orbit:bundle-stats',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BundleStatsChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          bytes: Buffer.byteLength(output.code),
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({ id: relative(id), renderedLength: info.renderedLength }))
            .sort((a, b) => b.renderedLength - a.renderedLength),
        });
      }
      chunks.sort((a, b) => a.fileName.localeCompare(b.fileName));
      const stats: BundleStats = { version: 1, chunks };
      this.emitFile({ type: 'asset', fileName: BUNDLE_STATS_FILE, source: `${JSON.stringify(stats, null, 1)}\n` });
    },
  };
}
