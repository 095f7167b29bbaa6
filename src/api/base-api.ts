import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { carriedDataArrived } from '@/start/runtime/carried-data';
import { baseQuery } from './base-query';

// The build's prerenderer starts a page's queries while it renders (no effects run there), waits for
// the public ones and renders again with their answers; the app starts them in effects.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.PRERENDER === true }));

/**
 * The one API slice of the app. It declares no endpoints and no tag types: each namespace in
 * src/api/<namespace>/ adds its own with `apiNamespace()`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  // A prerendered page's carried answers enter the cache before hydration.
  extractRehydrationInfo: (action) => (carriedDataArrived.match(action) ? ({ mutations: {}, ...action.payload } as never) : undefined),
});

/**
 * A second endpoint of the same name would silently replace or be replaced by the first, so any
 * redefinition throws. Vite's hot reload re-runs a namespace file with the same names, so during
 * development the new definition wins.
 */
export const OVERRIDE_EXISTING: boolean | 'throw' = import.meta.hot ? true : 'throw';

// Tags whose data belongs to the signed-in player, registered by the namespaces that own them.
const sessionTagSet = new Set<string>();

/**
 * The base API with a namespace's tag types added. `sessionTags` lists the tags whose data belongs
 * to the signed-in player: signing in, registering and signing out invalidate all of them, so a
 * namespace never edits a shared list. Endpoint names start with the namespace (`cashierGetHistory`).
 */
export function apiNamespace<const T extends string>(options: { tagTypes: readonly T[]; sessionTags?: readonly T[] }) {
  for (const tag of options.sessionTags ?? []) sessionTagSet.add(tag);
  return baseApi.enhanceEndpoints({ addTagTypes: options.tagTypes });
}

/** Every per-player tag registered so far (namespaces not loaded yet have nothing cached). */
export function sessionTags(): string[] {
  return [...sessionTagSet];
}

/** Tags to invalidate after a call that changes who is signed in: every per-player tag (none when it failed). */
export function changesSession(_result: unknown, error: unknown): never[] {
  return error ? [] : (sessionTags() as never[]);
}
