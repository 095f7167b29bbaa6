import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

/** One answer of the mock server, whatever produced it (a handler, a file, the admin page). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** Set-Cookie lines (a header that may repeat). */
  cookies?: string[];
  body: Buffer | null;
  /** Set for files: their compressed copy is kept, keyed by path and ETag. */
  cacheKey?: string;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/i;
/** Below this a gzip header costs more than it saves. */
const MIN_GZIP_BYTES = 1024;
const NO_BODY = new Set([204, 304]);

const compressed = new Map<string, Buffer>();
const MAX_CACHED_FILES = 500;

/** Whether the Accept-Encoding header allows gzip (a `gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function gzipped(reply: Reply): Promise<Buffer> {
  const key = reply.cacheKey;
  const cached = key ? compressed.get(key) : undefined;
  if (cached) return cached;
  const body = await gzip(reply.body!);
  if (key) {
    if (compressed.size >= MAX_CACHED_FILES) compressed.clear();
    compressed.set(key, body);
  }
  return body;
}

/** Writes a reply, gzipped when the client accepts it and the type is worth it; HEAD gets headers only. */
export async function writeReply(request: IncomingMessage, response: ServerResponse, reply: Reply): Promise<void> {
  // Header names in lower case, so a handler's 'content-type' and our 'Content-Type' are one header.
  const headers = new Map(Object.entries(reply.headers).map(([name, value]) => [name.toLowerCase(), value]));
  let body = NO_BODY.has(reply.status) ? null : reply.body;
  if (COMPRESSIBLE.test(headers.get('content-type') ?? '') && !headers.has('content-encoding')) {
    const vary = headers.get('vary');
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (body && body.length >= MIN_GZIP_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
      body = await gzipped({ ...reply, body });
      headers.set('content-encoding', 'gzip');
    }
  }
  headers.delete('content-length');
  if (body) headers.set('content-length', String(body.length));
  response.statusCode = reply.status;
  for (const [name, value] of headers) response.setHeader(name, value);
  if (reply.cookies && reply.cookies.length > 0) response.setHeader('set-cookie', reply.cookies);
  response.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
}

/** A Fetch Response (what MSW handlers return) as a reply. */
export async function replyFromResponse(response: Response): Promise<Reply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body };
}

export function textReply(status: number, text: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }, body: Buffer.from(text) };
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: Buffer.from(JSON.stringify(value, null, 2)),
  };
}
