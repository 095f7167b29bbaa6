/**
 * The web app worker's runtime cache of content-service reads (src/lib/pwa/sw.ts, decision records 026, 049).
 * Only what is the same for everyone may be kept: a shared device must not show one player's
 * answers to the next, offline or not.
 */
export const CONTENT_CACHE = 'cms';

export interface WorkerRouteContext {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

export type WorkerRoutePattern = (context: WorkerRouteContext) => boolean;

/**
 * Same-origin GETs under the content base, except the auth backend's (its `/users/me`, its
 * provider callbacks whose answer carries the token), any request that carries credentials, and a
 * page load (the content service's own pages, an admin, are the network's, not the app's).
 * Bases are paths (`/cms/`) or absolute URLs, as the env gives them (configured-base.ts).
 */
export function contentCacheRule(bases: { cms: string; auth: string }): WorkerRoutePattern {
  return ({ url, request, sameOrigin }) => {
    const under = (base: string) => (base.startsWith('/') ? url.pathname : url.href).startsWith(base);
    return sameOrigin && request.method === 'GET' && request.mode !== 'navigate' && under(bases.cms) && !under(bases.auth) && !request.headers.has('authorization');
  };
}
