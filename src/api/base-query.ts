import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { fatalErrorRaised } from '@/lib/fatal/fatal-slice';
import { i18n } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { type ApiError, fatalKindOf, normalizeError } from './errors';
import type { AuthBackendArgs } from './auth-backend/auth-backend-query';
import { appendParams, formBody, mainApiUrl, type Params, WRITE_MARKER_HEADER, WRITE_MARKER_VALUE } from './request-url';
import { withRetry } from './retry';
import { backendReady } from '@/start/runtime/backend-gate';

// The auth backend's request and error readers: loaded with a page's first auth-backend call (a
// visitor's page load makes none), not in the start.
const authBackend = () => import('./auth-backend/auth-backend-query');

/** A main-API call, `'namespace.method'`, params in the query (reads) or a form body (POST). */
export interface MainApiArgs {
  backend?: 'main';
  call: string;
  params?: Params;
  post?: boolean;
  /**
   * Give up after this many ms with a `Timeout` error (money calls: the player is told to check the
   * history, never to pay again). Without it a read gives up after READ_TIME_LIMIT_MS and a write
   * waits as long as the browser does.
   */
  timeoutMs?: number;
}

/** A content-service read: a path under VITE_CMS_URL, answered in Strapi shape. */
export interface CmsArgs {
  backend: 'cms';
  path: string;
  params?: Params;
}

/** A static text file of the site itself (e.g. /robots.txt). */
export interface SiteArgs {
  backend: 'site';
  path: string;
}

export type ApiArgs = MainApiArgs | CmsArgs | SiteArgs | AuthBackendArgs;

interface RawResult {
  status?: number;
  body?: unknown;
  networkError?: string;
  retryAfter?: string | null;
}

async function send(url: URL, init: RequestInit): Promise<RawResult> {
  const signal = init.signal ?? undefined;
  return withRetry(init.method ?? 'GET', async () => {
    let response: Response;
    let text: string;
    await backendReady();
    try {
      response = await fetch(url, { credentials: 'same-origin', ...init });
      // Inside the try: an abort (RTK Query drops a query whose last subscriber left) can come
      // while the body is read, and a base query that throws is logged by RTK as an error.
      text = await response.text();
    } catch (error) {
      return { networkError: error instanceof Error ? error.message : String(error) };
    }
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    return { status: response.status, body, retryAfter: response.headers.get('Retry-After') };
  }, { signal });
}

function currentLocale(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE;
}

async function toRequest(args: ApiArgs): Promise<{ url: URL; init: RequestInit }> {
  if (args.backend === 'site') return { url: absoluteUrl(args.path), init: { method: 'GET' } };
  if (args.backend === 'auth') return (await authBackend()).authBackendRequest(args);
  if (args.backend === 'cms') {
    const url = absoluteUrl(`${ENV.cmsUrl}${args.path.replace(/^\//, '')}`);
    appendParams(url.searchParams, args.params);
    return { url, init: { method: 'GET' } };
  }
  const locale = currentLocale();
  if (args.post) {
    const headers = { [WRITE_MARKER_HEADER]: WRITE_MARKER_VALUE };
    return { url: mainApiUrl(args.call, locale), init: { method: 'POST', headers, body: formBody(args.params) } };
  }
  return { url: mainApiUrl(args.call, locale, args.params), init: { method: 'GET' } };
}

/**
 * A read (any backend) that has not answered after this long ends with a `Timeout` error, retry and
 * its wait included. The start waits for reads (account.getInfo, metadata.get, a route's data): one
 * that never answers must not leave the page blank. Writes have no default limit: whether a payment
 * went through is not something to guess, so they set `timeoutMs` themselves.
 */
export const READ_TIME_LIMIT_MS = 10_000;

/**
 * The call's own `timeoutMs`, or the read limit. The read limit is a timer of its own, cleared when
 * the call ends: every read has one, and most answer long before it.
 */
function timeLimitOf(args: ApiArgs, method: string | undefined): { ms: number; signal: AbortSignal; clear: () => void } | null {
  if ('call' in args && args.timeoutMs) return { ms: args.timeoutMs, signal: AbortSignal.timeout(args.timeoutMs), clear: () => undefined };
  if (method !== undefined && method !== 'GET') return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${READ_TIME_LIMIT_MS} ms`, 'TimeoutError')), READ_TIME_LIMIT_MS);
  return { ms: READ_TIME_LIMIT_MS, signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The one base query of the app. Success answers `data`; every failure is normalised to
 * { status, name, message, data } and fatal errors (banned, maintenance, any 403) are raised once, here.
 */
export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, api) => {
  const { url, init } = await toRequest(args);
  const limit = timeLimitOf(args, init.method);
  const signal = limit ? AbortSignal.any([api.signal, limit.signal]) : api.signal;
  let result: RawResult;
  try {
    result = await send(url, { ...init, signal });
  } finally {
    limit?.clear();
  }

  if (result.networkError !== undefined) {
    if (limit?.signal.aborted) return { error: { status: 0, name: 'Timeout', message: `No answer within ${limit.ms} ms` } };
    return { error: { status: 0, name: 'NetworkError', message: result.networkError } };
  }
  const status = result.status ?? 0;
  const body = result.body as { data?: unknown; error?: unknown } | undefined;

  if (status >= 200 && status < 300 && !(body && typeof body === 'object' && 'error' in body && body.error)) {
    if (args.backend === 'cms' || args.backend === 'site' || args.backend === 'auth') return { data: body };
    if (!body || typeof body !== 'object' || !('data' in body)) {
      return { error: { status: 500, name: 'ParseError', message: 'Response without data' } };
    }
    return { data: body.data };
  }

  const error = args.backend === 'auth' ? (await authBackend()).normalizeAuthBackendError(status, body) : normalizeError(status, body);
  if (!args.backend || args.backend === 'main') {
    const fatal = fatalKindOf(error, status);
    if (fatal) api.dispatch(fatalErrorRaised(fatal));
  }
  return { error };
};
