import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SHELL_FILE } from '@/lib/router/page-address';
import type { Reply } from './reply';

/**
 * The built app (`dist/`) served by the mock server, so the app, /api/ and /cms/ share one origin
 * and a production build runs with its default env URLs. Like a typical static host: content types,
 * ETags, long caching for hashed assets, and index.html for unknown paths (SPA routing).
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.wav': 'audio/wav',
};

/**
 * Vite writes content-hashed names under assets/ (`index-BdK3x9a.js`, seven characters: vite.config.ts), and the translations go in
 * a folder named by their release (`locales/AEtuU-PidM/en/home.json`, decision record 045): they
 * never change.
 */
const HASHED_ASSET = /^\/(assets\/.+[-.][A-Za-z0-9_-]{7,}\.[A-Za-z0-9]+|locales\/[\w-]{8,}\/[a-z]{2}\/[\w-]+\.json)$/;

/** Addresses that are files of the build or nothing: never the app's index.html. */
export const FILES_ONLY = ['/assets/', '/locales/'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticSiteOptions {
  /** The folder with index.html (e.g. dist/). */
  root: string;
  /** Path prefixes that never fall back to index.html (the API and content bases, the admin page). */
  noFallback: readonly string[];
}

/**
 * Files the build writes for the host, not for browsers (docs/static-hosting.md): the host reads
 * them, so the mock server, like a host, never sends them (404), nor anything under `.vite/`.
 */
const HOST_ONLY = /^\/(?:\.vite(?:\/|$)|_headers$|nginx-headers\.conf$|csp-script-hashes\.txt$)/;

/** The file under `root` for a URL path, or null when the path tries to leave the folder. */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

async function fileReply(file: string, pathname: string, ifNoneMatch: string | undefined): Promise<Reply | null> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers, body: null };
  }
  return { status: 200, headers, body: await readFile(file), cacheKey: `${file}:${etag}` };
}

/** A rule of a Netlify / Cloudflare Pages `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

/** The build's headers file (scripts/lib/security-headers.ts, decision record 049). */
const HEADERS_FILE = '_headers';

/** `/assets/*` -> /^\/assets\/.*$/; a line indented under it is `Name: value`; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const headerRules = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

/** The rules of the folder's headers file (none without one), read again when it changes. */
async function rulesOf(root: string): Promise<HeaderRule[]> {
  const file = path.join(root, HEADERS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return [];
  }
  const known = headerRules.get(root);
  if (known?.mtimeMs === mtimeMs) return known.rules;
  const rules = parseHeadersFile(await readFile(file, 'utf8'));
  headerRules.set(root, { mtimeMs, rules });
  return rules;
}

/** A navigation (or an extension-less path) that the SPA should answer. */
function wantsApp(pathname: string, accept: string | undefined): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || (accept ?? '').includes('text/html');
}

/**
 * Answers GET and HEAD from the folder (see findFile) with the headers its `_headers` file gives
 * the address, as Netlify or Cloudflare Pages would: the production e2e suite runs under the
 * build's own Content-Security-Policy.
 */
export async function serveStatic(
  options: StaticSiteOptions,
  request: { method: string; pathname: string; accept?: string; ifNoneMatch?: string },
): Promise<Reply | null> {
  const reply = await findFile(options, request);
  if (reply === null || reply.status >= 400) return reply;
  for (const rule of await rulesOf(path.resolve(options.root))) {
    if (rule.pattern.test(request.pathname)) Object.assign(reply.headers, rule.headers);
  }
  return reply;
}

/**
 * The file itself, `dir/index.html` for a folder, `path.html` for a prerendered page,
 * `dir/_page.html` (a page shell) for another address in its folder, or the app's index.html for
 * an unknown address outside `noFallback`. Null: not found (the caller answers 404).
 */
async function findFile(
  options: StaticSiteOptions,
  request: { method: string; pathname: string; accept?: string; ifNoneMatch?: string },
): Promise<Reply | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (HOST_ONLY.test(request.pathname)) return null;
  const root = path.resolve(options.root);
  const file = fileFor(root, request.pathname);
  if (file === null) return { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: Buffer.from('Bad path') };
  const direct = request.pathname.endsWith('/')
    ? await fileReply(path.join(file, 'index.html'), `${request.pathname}index.html`, request.ifNoneMatch)
    : await fileReply(file, request.pathname, request.ifNoneMatch);
  if (direct) return direct;
  // A prerendered page: /it/gamehall -> it/gamehall.html (decision record 016).
  if (!request.pathname.endsWith('/') && wantsApp(request.pathname, request.accept)) {
    const page = await fileReply(`${file}.html`, `${request.pathname}.html`, request.ifNoneMatch);
    if (page) return page;
  }
  if (options.noFallback.some((prefix) => request.pathname.startsWith(prefix))) return null;
  if (!wantsApp(request.pathname, request.accept)) return null;
  // A page shell, for any last segment: /it/game/book-of-x -> it/game/_page.html (decision record 040).
  if (!request.pathname.endsWith('/') && path.dirname(file) !== root) {
    const shell = await fileReply(path.join(path.dirname(file), SHELL_FILE), `${path.posix.dirname(request.pathname)}/${SHELL_FILE}`, request.ifNoneMatch);
    if (shell) return shell;
  }
  return fileReply(path.join(root, 'index.html'), '/index.html', request.ifNoneMatch);
}
