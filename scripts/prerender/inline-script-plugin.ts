import path from 'node:path';
import { build, type Plugin } from 'vite';

const QUERY = '?inline-script';
const WITH_QUERY = /\?inline-script$/;

/**
 * `import code from './file.ts?inline-script'`: the text of `file.ts` and what it imports, bundled
 * and minified into one classic script (an IIFE) by Vite's own pipeline, for the build to write
 * inline into its pages (src/start/boot/early-requests-script.ts). Works in builds and in tests.
 * The hooks are filtered, so the bundler calls them for these ids only.
 */
export function inlineScriptPlugin(srcDir: string): Plugin {
  return {
    name: 'lucky-orbit:inline-script',
    enforce: 'pre',
    resolveId: {
      filter: { id: WITH_QUERY },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
        return resolved ? `${resolved.id}${QUERY}` : null;
      },
    },
    load: {
      filter: { id: WITH_QUERY },
      async handler(id) {
        const file = id.slice(0, -QUERY.length);
        const result = await build({
          configFile: false,
          logLevel: 'silent',
          resolve: { alias: { '@': srcDir } },
          build: {
            write: false,
            minify: true,
            copyPublicDir: false,
            emptyOutDir: false,
            lib: { entry: file, formats: ['iife'], name: 'inlineScript' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
        const chunk = outputs.find((output) => output.type === 'chunk');
        if (!chunk) throw new Error(`inline-script: ${path.relative(process.cwd(), file)} gave no script`);
        for (const module of chunk.moduleIds) if (!module.includes('\0')) this.addWatchFile(module);
        const code = chunk.code.trim();
        if (/<\/script|<!--/i.test(code)) throw new Error(`inline-script: ${file} would close its <script> element`);
        return `export default ${JSON.stringify(code)};`;
      },
    },
  };
}
