/**
 * The frame protocol of SPEC §4 "Frames" and of partner pages (docs/partners.md).
 * The site, framed, sends its parent (the site itself or a listed partner; never target "*"):
 * - `{ type: FRAME_READY_MESSAGE, path }` once the app runs in the frame and listens;
 * - `{ type: FRAME_PATH_MESSAGE, path }` on every address change (for deep links; a parent that is
 *   the site navigates there);
 * - `{ type: FRAME_HEIGHT_MESSAGE, height }` the content height in CSS pixels, when it changes.
 * A partner page may send the frame one message: `{ type: FRAME_NAVIGATE_MESSAGE, path }`.
 * This file is the part the app shell reads on every page (tiny); validation lives in
 * frame-message.ts, loaded with the frame watcher.
 */
export const FRAME_PATH_MESSAGE = 'lucky-orbit:frame-path';
export const FRAME_READY_MESSAGE = 'lucky-orbit:frame-ready';
export const FRAME_HEIGHT_MESSAGE = 'lucky-orbit:frame-height';
export const FRAME_NAVIGATE_MESSAGE = 'lucky-orbit:frame-navigate';
/** Every type of the protocol starts with this. */
export const FRAME_MESSAGE_PREFIX = 'lucky-orbit:';

/** A cheap first look at a message before the watcher is loaded; the watcher validates fully. */
export function looksLikeFramePath(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FRAME_PATH_MESSAGE;
}

/** True when the page runs inside a frame (a partner's page or the site itself). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
