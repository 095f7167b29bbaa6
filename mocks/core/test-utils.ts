import { WRITE_MARKER_HEADER, WRITE_MARKER_VALUE } from '@/api/request-url';

/** Helpers for the mock backend's own tests: absolute URLs (jsdom cannot fetch relative ones). */
export interface ApiBody<T> {
  data?: T;
  error?: { type: string; message: string; error_data?: unknown };
}

export interface ApiResult<T> {
  status: number;
  body: ApiBody<T>;
}

export function apiUrl(call: string, query: Record<string, string> = {}, version: string | null = '2.34'): string {
  const [namespace, method] = call.split('.');
  const url = new URL(`/api/${namespace}/${method}`, location.origin);
  if (version !== null) url.searchParams.set('v', version);
  url.searchParams.set('locale', 'en');
  Object.entries(query).forEach(([key, value]) => url.searchParams.set(key, value));
  return url.href;
}

export async function getApi<T = unknown>(call: string, query: Record<string, string> = {}): Promise<ApiResult<T>> {
  const response = await fetch(apiUrl(call, query));
  return { status: response.status, body: (await response.json()) as ApiBody<T> };
}

/** The header every main-API POST of the app carries; the mock refuses a POST without it. */
export const APP_WRITE_HEADERS: Readonly<Record<string, string>> = { [WRITE_MARKER_HEADER]: WRITE_MARKER_VALUE };

export async function postApi<T = unknown>(call: string, fields: Record<string, string> = {}): Promise<ApiResult<T>> {
  const body = new FormData();
  Object.entries(fields).forEach(([key, value]) => body.append(key, value));
  const response = await fetch(apiUrl(call), { method: 'POST', headers: APP_WRITE_HEADERS, body });
  return { status: response.status, body: (await response.json()) as ApiBody<T> };
}
