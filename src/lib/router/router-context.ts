import { createContext, data } from 'react-router';

/**
 * The store type, registered by the store module through declaration merging
 * (`declare module '@/lib/router/router-context' { interface RouterStoreRegistry { store: AppStore } }`),
 * so loaders anywhere read a typed store while lib/ never imports the store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouterStoreRegistry {}

export type RouterStore = RouterStoreRegistry extends { store: infer S } ? S : never;

/** The store, handed to middleware and loaders through router context (no module singleton). */
export const storeContext = createContext<RouterStore>();

/** The address shown before the navigation started (the "current path" of SPEC §2 redirects). */
export const currentPathContext = createContext<string>('/');

/** SPEC §8: a route whose params fail validation (or whose entity does not exist) is a 404 with this message. */
export function pageNotFoundMessage(pathname: string): string {
  return `Page Not Found: ${pathname}`;
}

/** The 404 a loader throws for the address of `request`. */
export function notFoundResponse(request: Request) {
  return data(pageNotFoundMessage(new URL(request.url).pathname), { status: 404 });
}

/** What a loader's prefetch through the RTK Query cache gives (`store.dispatch(endpoint.initiate(arg))`). */
interface CachePrefetch {
  then: PromiseLike<{ isSuccess: boolean; data?: unknown }>['then'];
  unsubscribe: () => void;
}

/**
 * Waits for a loader's prefetch and releases its subscription (the page subscribes again). An answer
 * of `null` ("no such entity") is the 404 of `request`; a failed request is left to the page, which
 * shows its own error state with a retry.
 */
export async function prefetchOrNotFound(request: Request, prefetch: CachePrefetch): Promise<null> {
  try {
    const result = await prefetch;
    if (result.isSuccess && result.data === null) throw notFoundResponse(request);
  } finally {
    prefetch.unsubscribe();
  }
  return null;
}
