/** Widget paths of the sportsbook host, shared with the mock vendor. */
const PATH_RE = /^\/[A-Za-z0-9._~\-/]{0,200}$/;

/** A widget path the host accepts: '/' + safe segment characters, no '//' (another host), at most 200 characters. */
export function isWidgetPath(value: unknown): value is string {
  return typeof value === 'string' && PATH_RE.test(value) && !value.includes('//') && !value.includes('/../') && !value.endsWith('/..');
}

/** The internal path from the address's parameter, or '/' when absent or unsafe. */
export function widgetPathFrom(raw: string | null): string {
  if (!raw) return '/';
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return isWidgetPath(path) ? path : '/';
}
