import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { FRAME_PATH_MESSAGE } from './frame-protocol';

/** Longest path a report may carry; anything longer is refused, not cut. */
export const MAX_PATH_LENGTH = 2048;

/** The partner origins of the deployment (VITE_FRAME_PARTNERS; the build's frame-ancestors reads the same list). */
export const FRAME_PARTNERS: readonly string[] = parsePartnerOrigins(import.meta.env.VITE_FRAME_PARTNERS);

/**
 * A site path from a report, or null. Accepted: a string of at most MAX_PATH_LENGTH characters
 * that starts with one "/" (not "//" or "/\"), has no control characters or backslashes and
 * resolves on this origin. Returns pathname + search + hash as the URL parser normalised them.
 */
export function safeSitePath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface FrameMessageLike {
  origin: string;
  data: unknown;
  source: unknown;
}

export interface AcceptContext {
  /** This page's origin. */
  origin: string;
  /** Origins besides this one whose child frames may report (the partner list). */
  partners: readonly string[];
  /** Whether the sender is one of this page's own child frames. */
  isChildFrame: (source: unknown) => boolean;
}

/**
 * The path a child frame reported, or null when the message is not one to act on: another
 * origin than this one or a partner, a sender that is not a child frame of this page, a shape
 * other than exactly `{ type, path }` on a plain object, or a path that leaves the site.
 * Never throws.
 */
export function acceptFramePath(event: FrameMessageLike, context: AcceptContext): string | null {
  try {
    if (typeof event.origin !== 'string') return null;
    if (event.origin !== context.origin && !context.partners.includes(event.origin)) return null;
    if (!context.isChildFrame(event.source)) return null;
    const data = event.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const proto = Object.getPrototypeOf(data) as unknown;
    if (proto !== Object.prototype && proto !== null) return null;
    const keys = Object.keys(data);
    if (keys.length !== 2 || !keys.includes('type') || !keys.includes('path')) return null;
    const { type, path } = data as { type: unknown; path: unknown };
    if (type !== FRAME_PATH_MESSAGE) return null;
    return safeSitePath(path, context.origin);
  } catch {
    return null;
  }
}

/** Whether `source` is a direct child frame of `win`. */
export function isChildFrameOf(win: Window, source: unknown): boolean {
  if (source === null || source === undefined || source === win) return false;
  for (let index = 0; index < win.frames.length; index += 1) {
    if (win.frames[index] === source) return true;
  }
  return false;
}

/**
 * Where a framed page reports its path: this origin when the parent is the site itself, a
 * partner's origin when a partner frames it, otherwise nowhere (null): the target is never "*".
 */
export function reportTarget(win: Window, partners: readonly string[]): string | null {
  const own = win.location.origin;
  try {
    if (win.parent.location.origin === own) return own;
  } catch {
    // cross-origin parent
  }
  const ancestor = win.location.ancestorOrigins?.[0] ?? (win.document.referrer ? safeOrigin(win.document.referrer) : null);
  return ancestor && partners.includes(ancestor) ? ancestor : null;
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
