import { createContext, data } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';

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

/** The locale of the route tree a navigation goes to, set by that tree's locale middleware for its loaders. */
export const localeContext = createContext<Locale>();

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
