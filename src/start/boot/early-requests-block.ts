/**
 * What the build writes into a prerendered page's early-requests data block and the inline script
 * reads back (early-requests.ts writes it, early-requests-script.ts reads it). No imports: the
 * script is compiled from this and its own file alone.
 */

/** The id of the JSON data block that holds a page's early requests. */
export const EARLY_REQUESTS_ID = 'early-requests';

/**
 * Stands for the address's last segment in the URLs of a page shell ('/en/game/*'): the start
 * script puts the segment of the address it was served for in its place.
 */
export const SEGMENT_SLOT = '{*}';

/**
 * Texts of a page's markup that the head writes from an early answer before the app has started:
 * element ids, each with the answer's fields that may hold its text, the first non-empty one wins.
 * Only into empty elements, and only until the app starts.
 */
export interface EarlyText {
  url: string;
  fill: Record<string, (string | number)[][]>;
}

/** The data block: the page's address (null for the plain shell) and its requests. */
export interface EarlyRequestsBlock {
  path: string | null;
  /** The shell's requests and the route's own unless they depend on the query. */
  always: string[];
  /** Only on the address without a query (the hall's filters live there). */
  plain: string[];
  /** The shell's requests by locale prefix, for a file served at another address. */
  fallback: Record<string, string[]>;
  texts?: EarlyText[];
}
