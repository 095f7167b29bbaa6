/** A precache entry as workbox-build hands it to a manifest transform (vite.config.ts). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * One precached file per prerendered page. The build writes each page twice: `it/gamehall.html`
 * for the address the app links to (no trailing slash; the worker finds it by adding `.html`) and
 * `it/gamehall/index.html` for hosts that serve folders. The folder copy stays on the host and out
 * of the precache, which halves the HTML a first visit downloads in the background; the worker
 * answers the folder address with the page's one file (src/lib/pwa/sw.ts).
 */
export function withoutFolderCopies(entries: PrecacheEntry[]): { manifest: PrecacheEntry[]; warnings: string[] } {
  const urls = new Set(entries.map((entry) => entry.url));
  const manifest = entries.filter((entry) => {
    const folder = /^(.+)\/index\.html$/.exec(entry.url);
    return !folder || !urls.has(`${folder[1]}.html`);
  });
  return { manifest, warnings: [] };
}
