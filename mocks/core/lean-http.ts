import type { http as mswHttp, Match, ResponseResolutionContext} from 'msw';
import { HttpHandler, matchRequestUrl } from 'msw';

type Parsed = { match: Match; cookies: Record<string, string> };

const NO_MATCH: Match = { matches: false, params: {} };

/**
 * The fixed part of a handler's path up to its first parameter or wildcard, lower-cased
 * (`*\/mock-media/games/:file` -> `/mock-media/games/`), or null when there is none to test.
 */
export function literalPart(path: string): string | null {
  if (/^[a-z]+:\/\//i.test(path)) return null;
  const literal = path.replace(/^\*/, '').split(/[:*(?]/)[0];
  return literal.length > 1 ? literal.toLowerCase() : null;
}

/**
 * MSW's HTTP handler without its two costs per handler tried, which the page's main thread pays for
 * every request in the mock build (decision record 066): it reads no cookies (MSW reads
 * `document.cookie`, a round trip to the browser, and parses it into its cookie store each time; no
 * mock resolver or predicate reads `cookies`), and an address without the path's fixed part is refused before
 * the path is compiled and matched. Matching itself is MSW's (case-insensitive, as its own).
 */
class LeanHttpHandler extends HttpHandler {
  override async parse(args: { request: Request; resolutionContext?: ResponseResolutionContext }): Promise<Parsed> {
    const { path } = this.info;
    if (typeof path === 'function') {
      const result = await path({ request: args.request, cookies: {} });
      return { match: typeof result === 'boolean' ? { matches: result, params: {} } : result, cookies: {} };
    }
    const literal = typeof path === 'string' ? literalPart(path) : null;
    if (literal !== null && !args.request.url.toLowerCase().includes(literal)) return { match: NO_MATCH, cookies: {} };
    return { match: matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl), cookies: {} };
  }
}

type Method = ConstructorParameters<typeof HttpHandler>[0];

function leanHandler(method: Method) {
  return ((path, resolver, options = {}) => new LeanHttpHandler(method, path, resolver, options)) as typeof mswHttp.get;
}

/** `http` of MSW for every mock handler, with the lean handler above. */
export const http: typeof mswHttp = {
  all: leanHandler(/.+/),
  head: leanHandler('HEAD'),
  get: leanHandler('GET'),
  post: leanHandler('POST'),
  put: leanHandler('PUT'),
  delete: leanHandler('DELETE'),
  patch: leanHandler('PATCH'),
  options: leanHandler('OPTIONS'),
};
