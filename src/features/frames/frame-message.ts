import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { FRAME_MESSAGE_PREFIX, FRAME_NAVIGATE_MESSAGE, FRAME_PATH_MESSAGE } from './frame-protocol';

/** Longest path a report may carry; anything longer is refused, not cut. */
export const MAX_PATH_LENGTH = 2048;

/** The partner origins of the build (VITE_FRAME_PARTNERS; the build's frame-ancestors reads the same list). */
export const FRAME_PARTNERS: readonly string[] = parsePartnerOrigins(import.meta.env.VITE_FRAME_PARTNERS);

/** The build's partners and the content configuration's (run time), each once. */
export function partnerList(build: readonly string[], config: readonly string[] | null | undefined): string[] {
  return [...new Set([...build, ...(config ?? [])])];
}

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

export interface PartnerContext {
  /** This page's origin. */
  origin: string;
  /** Origins besides this one that may frame the site (the partner list). */
  partners: readonly string[];
  /** This page's parent window (the partner page), when framed. */
  parent: unknown;
}

/** What the frame does with a message of the partner page: open a path, or refuse it (logged). */
export type PartnerCommand = { kind: 'navigate'; path: string } | { kind: 'refused'; reason: string };

/** The types a partner page may send into the frame (the allow-list). */
const PARTNER_TYPES: readonly string[] = [FRAME_NAVIGATE_MESSAGE];

/**
 * A message the parent page sent into the frame. null: not addressed to the site (another sender
 * than the parent, or not of this protocol: partner pages run other scripts too). Otherwise the
 * command, or why it is refused: an origin off the partner list, a type off the allow-list, a
 * shape other than exactly `{ type, path }` on a plain object, or a path that leaves the site.
 * Never throws.
 */
export function readPartnerCommand(event: FrameMessageLike, context: PartnerContext): PartnerCommand | null {
  try {
    if (event.source === null || event.source === undefined || event.source !== context.parent) return null;
    const data = event.data;
    if (typeof data !== 'object' || data === null) return null;
    const type = (data as { type?: unknown }).type;
    if (typeof type !== 'string' || !type.startsWith(FRAME_MESSAGE_PREFIX)) return null;
    const origin = String(event.origin);
    if (origin !== context.origin && !context.partners.includes(origin)) return { kind: 'refused', reason: `origin ${origin} is not on the partner list` };
    if (!PARTNER_TYPES.includes(type)) return { kind: 'refused', reason: `type ${JSON.stringify(type.slice(0, 64))} is not one a partner may send (${PARTNER_TYPES.join(', ')})` };
    const proto = Object.getPrototypeOf(data) as unknown;
    if (Array.isArray(data) || (proto !== Object.prototype && proto !== null)) return { kind: 'refused', reason: 'the message is not a plain object' };
    const keys = Object.keys(data);
    if (keys.length !== 2 || !keys.includes('path')) return { kind: 'refused', reason: 'the message must have exactly type and path' };
    const path = safeSitePath((data as { path: unknown }).path, context.origin);
    return path === null ? { kind: 'refused', reason: 'path is not a path on this site' } : { kind: 'navigate', path };
  } catch {
    return { kind: 'refused', reason: 'the message could not be read' };
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
