import { absoluteUrl, ENV } from '@/lib/config/env';
import type { ApiError } from '../errors';
import { getAuthToken } from './auth-session';
import { stringifyBracketQuery } from './bracket-query';

/** A call to the auth backend (Strapi users-permissions under VITE_AUTH_URL, SPEC §7). */
export interface AuthBackendArgs {
  backend: 'auth';
  /** Below VITE_AUTH_URL, e.g. 'users/me' or 'auth/local'. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Serialised in bracket style (filters[url][$eq]=...). */
  params?: Record<string, unknown>;
}

/** URL and init of an auth-backend request: bearer header only when a token exists. */
export function authBackendRequest(args: AuthBackendArgs): { url: URL; init: RequestInit } {
  const url = absoluteUrl(`${ENV.authUrl}${args.path.replace(/^\//, '')}`);
  const query = stringifyBracketQuery(args.params);
  if (query) url.search = query;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: args.method ?? (args.body === undefined ? 'GET' : 'POST'), headers };
  if (args.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(args.body);
  }
  return { url, init };
}

/** Strapi's error names mapped onto the app's catalogue so callers handle one shape. */
function nameFor(status: number): ApiError['name'] {
  if (status === 401) return 'Authorization';
  if (status === 403) return 'AccessDenied';
  if (status === 429) return 'TooManyRequests';
  if (status === 400 || status === 404 || status === 422) return 'InvalidRequest';
  return 'UnknownError';
}

/**
 * `{ data: null, error: { status, name, message, details } }` -> `{ status, name, message, data }`.
 * `data` keeps Strapi's own error name and details for callers that need them.
 */
export function normalizeAuthBackendError(status: number | undefined, body: unknown): ApiError {
  const error = (body as { error?: { status?: unknown; name?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.status === 'number' ? error.status : typeof status === 'number' && status >= 400 ? status : 500;
  return {
    status: code,
    name: nameFor(code),
    message: typeof error?.message === 'string' ? error.message : 'Unknown error',
    data: { strapiName: typeof error?.name === 'string' ? error.name : null, details: error?.details ?? null },
  };
}
