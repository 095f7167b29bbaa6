/**
 * Which file of the build serves which address (docs/static-hosting.md, decision record 063): one
 * rule for everything that answers or checks a page's address. The client's reading of #root
 * (src/start/boot/prerendered-page.ts), the head's stale-page guard (src/start/boot/stale-guard-script.ts),
 * the prerenderer's file names (src/start/boot/prerendered-paths.ts), the mock HTTP server's static
 * site (mocks/server/static-site.ts) and the web app's worker (src/lib/pwa/sw.ts) import it. Plain
 * TypeScript without imports: the inline scripts and the worker are built with it, and the
 * worker's build has none of the app's aliases.
 */

/** The parameter of a page shell's address: '/en/game/*' stands for every '/en/game/{sysname}'. */
export const ANY_SEGMENT = '*';

/** The file of a page shell in its folder: '/en/game/*' -> en/game/_page.html. */
export const SHELL_FILE = '_page.html';

/** The plain shell: no page in it, for any address of the app without a file of its own. */
export const APP_SHELL = '/app.html';

/** An address without its trailing slashes ('/' stays '/'). */
export const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether an address is the page's: the same path, or, for a shell ('/en/game/*'), one more
 * segment under its folder. A trailing slash does not count.
 */
export function addressMatches(pagePath: string, pathname: string): boolean {
  // withoutTrailingSlash, written out: the app's entry carries this function, and a call is bytes more.
  const current = pathname.replace(/\/+$/, '') || '/';
  if (!pagePath.endsWith(`/${ANY_SEGMENT}`)) return current === pagePath;
  const folder = pagePath.slice(0, -ANY_SEGMENT.length);
  const rest = current.slice(folder.length);
  return current.startsWith(folder) && rest.length > 0 && !rest.includes('/');
}

/**
 * The file a static host serves for a prerendered address: '/' -> index.html, '/it/gamehall' ->
 * it/gamehall.html (and it/gamehall/index.html for '/it/gamehall/'), a shell '/it/game/*' ->
 * it/game/_page.html.
 */
export function prerenderedFile(path: string): string {
  if (path === '/') return 'index.html';
  const relative = path.replace(/^\/|\/$/g, '');
  return relative.endsWith(`/${ANY_SEGMENT}`) ? `${relative.slice(0, -ANY_SEGMENT.length)}${SHELL_FILE}` : `${relative}.html`;
}

/** The shell that answers any address one segment below its folder: '/it/game/book-of-x' -> '/it/game/_page.html'. */
export const shellFileOf = (pathname: string): string => `${withoutTrailingSlash(pathname).replace(/\/[^/]*$/, '')}/${SHELL_FILE}`;

/** The page file of a folder address, whose folder copy is not precached: '/it/gamehall/' -> '/it/gamehall.html'. */
export const folderPageFile = (pathname: string): string => `${withoutTrailingSlash(pathname)}.html`;
