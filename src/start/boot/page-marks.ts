/**
 * The marks the prerenderer writes into a page (scripts/prerender/page-html.ts) for the page's own
 * inline scripts (stale-guard-script.ts, entry-loader-script.ts). Constants only: those scripts
 * are compiled with what they import.
 */

/** On <html>: the page's address ('/it/gamehall', a shell's '/it/game/*'). */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';
/** On <html>: the markup shows the data of the address without a query. */
export const PLAIN_ONLY_ATTRIBUTE = 'data-page-plain';
/** Set on <html> by the stale-page guard: the file is served for another address. */
export const STALE_PAGE_ATTRIBUTE = 'data-stale-page';

/** The longest the app waits for the page's largest paint (its picture, its early texts) before it starts. */
export const LCP_WAIT_MS = 2000;

/**
 * What the page's largest paint waits for: `picture`, the markup's high-priority picture (decision
 * record 039); `texts`, the texts the head writes from an early answer (decision record 040).
 */
export type FirstPaint = 'picture' | 'texts' | null;

/** On the loader script: the entry (also read by the web app's build watch, src/lib/pwa/build-watch.ts). */
export const ENTRY_ATTRIBUTE = 'data-src';
/** On the loader script: a JSON list of scripts fetched beside the entry once it starts. */
export const LATER_ATTRIBUTE = 'data-later';
/** On the loader script: the FirstPaint it waits for, when there is one. */
export const WAIT_ATTRIBUTE = 'data-wait';
