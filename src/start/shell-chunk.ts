/**
 * The app shell every page runs at its start, bundled as one chunk, `start` (vite.config.ts): i18n
 * and the API base, the global styles, the header and footer, and the small UI pieces and hooks
 * every page uses. Their dependencies join them. One file instead of some twenty small ones that
 * each page fetched anyway: less gzip on the home page, and fewer requests (src/start/README.md).
 *
 * Paths from the project root; one ending in '/' is a folder and takes everything under it. The
 * build fails when a listed path does not exist (vite.config.ts), and so does shell-chunk.test.ts:
 * renaming a file must not silently move code out of the shell.
 */
export const SHELL_CHUNK_FILES: readonly string[] = [
  'src/styles/',
  'src/api/base-api.ts',
  'src/api/cms/description-fields.ts',
  'src/lib/i18n/i18n.ts',
  'src/start/runtime/carried-data.ts',
  // The stored keys every page reads; without them here they would split into a chunk of their own
  // beside the start's, as the auth backend's reader (loaded on its first call) also uses them.
  'src/lib/storage/local-storage.ts',
  'src/lib/storage/storage-keys.ts',
  'src/lib/hooks/use-node-state.ts',
  'src/lib/hooks/use-near-viewport.ts',
  'src/app/layouts/header.tsx',
  'src/app/layouts/footer.tsx',
  'src/app/layouts/skip-link.tsx',
  'src/components/ui/button/',
  // The pieces of a query's states the home page's first sections show, not <QueryState> itself nor
  // the empty state, which only some pages use.
  'src/components/ui/query-state/load-error.tsx',
  'src/components/ui/query-state/load-error.module.css',
  'src/components/ui/query-state/query-skeleton.tsx',
  'src/components/ui/query-state/query-skeleton.module.css',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bundler's test for a module id (an absolute path, either slash) of one of `files`. */
export function shellChunkPattern(files: readonly string[] = SHELL_CHUNK_FILES): RegExp {
  const alternatives = files.map((file) => file.split('/').map(escape).join('[\\\\/]'));
  return new RegExp(`[\\\\/](?:${alternatives.join('|')})`);
}
