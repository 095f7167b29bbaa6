/**
 * The frame protocol of SPEC §4 "Frames" (decision record 026): a child frame of the site reports
 * its path to the parent with `{ type: FRAME_PATH_MESSAGE, path }`; the parent navigates there.
 * This file is the part the app shell reads on every page (tiny); validation lives in
 * frame-message.ts, loaded with the frame watcher.
 */
export const FRAME_PATH_MESSAGE = 'lucky-orbit:frame-path';

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
