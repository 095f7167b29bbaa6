import { createAction } from '@reduxjs/toolkit';

/**
 * The first data of a prerendered page: when the build could ask the backend
 * (`PRERENDER_DATA_ORIGIN`), a page is rendered with the public answers of its first screen (the
 * home banners, the hall's first games) and carries those cache entries in a JSON data block beside
 * `#root`. The client puts them in the store before it hydrates, so its first render is the
 * markup, then asks for each again and shows the fresh answer.
 * No `@/store` imports: the API slice (src/api/base-api.ts) reads the action.
 */

/** The part of RTK Query's state a page carries: its fulfilled queries and the tags they provide. */
export interface CarriedApiState {
  queries: Record<string, CarriedQuery>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown[]> };
}

/** One fulfilled cache entry, as RTK Query keeps it. */
export interface CarriedQuery {
  status: 'fulfilled';
  endpointName: string;
  originalArgs: unknown;
  requestId: string;
  data: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  [key: string]: unknown;
}

/** The API slice takes this action's payload as rehydration info (src/api/base-api.ts). */
export const carriedDataArrived = createAction<CarriedApiState>('prerender/carriedDataArrived');

/** The id of the `<script type="application/json">` block. */
export const CARRIED_DATA_ID = 'lo-data';

/**
 * Endpoints whose answers a page may carry: public, the same for every visitor, and rendered the
 * same whatever the clock says. The session, balances, limits and anything per player never are;
 * neither are live amounts (jackpots) or lists that age by the minute (winners).
 */
// gamesGetProviders: the providers page's list and the hall's provider filter.
export const CARRIED_ENDPOINTS: ReadonlySet<string> = new Set(['bannersGet', 'gamesGetPages', 'gamesGetProviders']);

/** The carried part of an API state: fulfilled entries of carried endpoints, and their tags. */
export function carriedPart(api: { queries: Record<string, unknown>; provided: CarriedApiState['provided'] }): CarriedApiState | null {
  const queries: Record<string, CarriedQuery> = {};
  for (const [key, value] of Object.entries(api.queries)) {
    const entry = value as Partial<CarriedQuery> | undefined;
    if (entry?.status === 'fulfilled' && entry.endpointName && CARRIED_ENDPOINTS.has(entry.endpointName)) queries[key] = entry as CarriedQuery;
  }
  if (Object.keys(queries).length === 0) return null;
  const tags: CarriedApiState['provided']['tags'] = {};
  for (const [type, ids] of Object.entries(api.provided.tags)) {
    for (const [id, keys] of Object.entries(ids)) {
      const own = keys.filter((key) => key in queries);
      if (own.length > 0) (tags[type] ??= {})[id] = own;
    }
  }
  const keys = Object.fromEntries(Object.keys(queries).flatMap((key) => (api.provided.keys[key] ? [[key, api.provided.keys[key]]] : [])));
  return { queries, provided: { tags, keys } };
}

/** The data block's HTML: JSON with every `<` escaped, so no text can close the script element. */
export function carriedDataHtml(data: CarriedApiState): string {
  return `<script type="application/json" id="${CARRIED_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function isCarriedApiState(value: unknown): value is CarriedApiState {
  const { queries, provided } = (value ?? {}) as Partial<CarriedApiState>;
  return (
    typeof provided === 'object' &&
    typeof queries === 'object' &&
    queries !== null &&
    Object.values(queries).every((entry) => typeof entry?.requestId === 'string' && CARRIED_ENDPOINTS.has(entry.endpointName))
  );
}

/** What the document carries; null when it carries nothing or something unreadable. */
export function readCarriedData(doc: Document): CarriedApiState | null {
  const text = doc.getElementById(CARRIED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isCarriedApiState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// The request ids of the entries the markup was rendered with, their queries, and the entries not asked for again yet.
const carriedRequests = new Set<string>();
const carriedQueries = new Set<string>();
let toRefresh: { endpointName: string; originalArgs: unknown }[] = [];

/** Marks the entries the markup was rendered with (the build, before its render; the client, before it hydrates). */
export function markCarried(data: CarriedApiState | null): void {
  carriedRequests.clear();
  carriedQueries.clear();
  const entries = Object.values(data?.queries ?? {});
  for (const entry of entries) {
    carriedRequests.add(entry.requestId);
    carriedQueries.add(JSON.stringify([entry.endpointName, entry.originalArgs]));
    carriedQueries.add(JSON.stringify([entry.endpointName]));
  }
  toRefresh = entries.map(({ endpointName, originalArgs }) => ({ endpointName, originalArgs }));
}

/** The carried entries, once (the app asks for each again after hydration). */
export function takeCarriedEntries(): { endpointName: string; originalArgs: unknown }[] {
  const entries = toRefresh;
  toRefresh = [];
  return entries;
}

/** Whether the markup was rendered with the answer of this request (useMarkupMayShow, src/start/runtime/hydration-done.ts). */
export function isCarried(requestId: string | undefined): boolean {
  return requestId !== undefined && carriedRequests.has(requestId);
}

/**
 * Whether the page came with the answer of this query, or of any query of the endpoint without
 * `args` (a route's middleware then need not start it, nor its picture).
 */
export function carriesAnswer(endpointName: string, ...args: [unknown?]): boolean {
  return carriedQueries.has(JSON.stringify(args.length > 0 ? [endpointName, args[0]] : [endpointName]));
}
