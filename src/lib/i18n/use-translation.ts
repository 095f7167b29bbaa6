import type { i18n as I18n, TFunction } from 'i18next';
import { use, useContext, useEffect, useReducer, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The app's one `useTranslation`: react-i18next's contract (`{ t, i18n, ready }`,
 * Suspense until the namespaces are loaded, a re-render when the language changes, the instance of
 * an `I18nextProvider` first, used namespaces reported for the prerenderer), with less work per call.
 * react-i18next 17 builds a fixed `t` and a copy of the i18next instance for every component
 * instance, and i18next's fixed `t` spreads all its options into a new object on every call; on the
 * home page's start `t` was the largest part of the components' render time at 4x CPU. Here the
 * components with the same namespaces share one `t`, and a plain `t('key')` whose text has nothing
 * to interpolate or nest reads the resource store directly; anything else goes to i18next.
 */
export type Namespaces = string | readonly string[];

export interface Translation {
  t: TFunction;
  i18n: I18n;
  /** False only with `useSuspense: false` while a namespace is still loading. */
  ready: boolean;
}

interface InstanceState {
  /** Bumped when the language changes: the components re-render with a new `t`. */
  version: number;
  listeners: Set<() => void>;
  /** One subscribe function per instance, so React does not resubscribe on every render. */
  subscribe: (listener: () => void) => () => void;
  /** One shared `t` per set of namespaces, for the current language. */
  shared: Map<string, TFunction>;
  /** One load per set of namespaces a suspended render waits for. */
  loading: Map<string, Promise<void>>;
}

const states = new WeakMap<I18n, InstanceState>();

/** A promise React reads as settled at once (`use` checks these fields before waiting). */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

export interface NamespaceReport {
  usedNamespaces: Record<string, boolean>;
  addUsedNamespaces(namespaces: readonly string[]): void;
  getUsedNamespaces(): string[];
}

/**
 * The same record react-i18next keeps on the instance (`reportNamespaces`), read by the
 * prerenderer. Made on first use, by a component or by the prerenderer before the first page.
 */
export function namespaceReport(i18n: I18n): NamespaceReport {
  const holder = i18n as I18n & { reportNamespaces?: NamespaceReport };
  holder.reportNamespaces ??= {
    usedNamespaces: {},
    addUsedNamespaces(namespaces) {
      for (const ns of namespaces) this.usedNamespaces[ns] = true;
    },
    getUsedNamespaces() {
      return Object.keys(this.usedNamespaces);
    },
  };
  return holder.reportNamespaces;
}

function stateOf(i18n: I18n): InstanceState {
  let state = states.get(i18n);
  if (!state) {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    const created: InstanceState = { version: 0, listeners, subscribe, shared: new Map(), loading: new Map() };
    i18n.on('languageChanged', () => {
      created.shared.clear();
      created.version += 1;
      for (const listener of created.listeners) listener();
    });
    states.set(i18n, created);
    state = created;
  }
  return state;
}

/**
 * A `t` bound, as react-i18next binds it, to the language and the first namespace (the others are
 * reached as "ns:key"). Exported for its test, which compares it with i18next on every key.
 */
export function boundT(i18n: I18n, namespaces: readonly string[]): TFunction {
  const lng = i18n.language;
  const ns = namespaces[0] ?? 'translation';
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string) => (...args: unknown[]) => unknown;
  const fixed = getFixedT(lng, ns);
  const nsSeparator = i18n.options.nsSeparator === undefined ? ':' : i18n.options.nsSeparator;
  const interpolationPrefix = i18n.options.interpolation?.prefix ?? '{{';
  const nestingPrefix = i18n.options.interpolation?.nestingPrefix ?? '$t(';
  const t = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length === 0 && typeof key === 'string' && !(nsSeparator && key.includes(nsSeparator))) {
      const text: unknown = i18n.getResource(lng, ns, key);
      if (typeof text === 'string' && !text.includes(interpolationPrefix) && !text.includes(nestingPrefix)) return text;
    }
    return fixed(key, ...rest);
  };
  return t as unknown as TFunction;
}

function sharedT(i18n: I18n, state: InstanceState, namespaces: readonly string[], key: string): TFunction {
  let t = state.shared.get(key);
  if (!t) {
    t = boundT(i18n, namespaces);
    state.shared.set(key, t);
  }
  return t;
}

function isReady(i18n: I18n, namespaces: readonly string[]): boolean {
  if (!(i18n.isInitialized || (i18n as I18n & { initializedStoreOnce?: boolean }).initializedStoreOnce)) return false;
  // Without languages there is nothing to wait for (react-i18next answers the same).
  if (!i18n.languages?.length) return true;
  return namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

/** Loads the namespaces once the instance is initialized. */
function load(i18n: I18n, namespaces: readonly string[], done: () => void): void {
  const start = () => void i18n.loadNamespaces([...namespaces], () => done());
  if (i18n.isInitialized) {
    start();
    return;
  }
  const initialized = () => {
    i18n.off('initialized', initialized);
    start();
  };
  i18n.on('initialized', initialized);
}

function pendingLoad(i18n: I18n, state: InstanceState, namespaces: readonly string[], key: string): Promise<void> {
  const cacheKey = `${i18n.language}|${key}`;
  let promise = state.loading.get(cacheKey);
  if (!promise) {
    promise = new Promise<void>((resolve) => load(i18n, namespaces, resolve)).finally(() => state.loading.delete(cacheKey));
    state.loading.set(cacheKey, promise);
  }
  return promise;
}

export function useTranslation(ns?: Namespaces, options: { useSuspense?: boolean } = {}): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = stateOf(i18n);
  const fallbackNs = i18n.options?.defaultNS;
  const requested = ns ?? (typeof fallbackNs === 'string' ? fallbackNs : 'translation');
  const namespaces: readonly string[] = typeof requested === 'string' ? [requested] : requested;
  const key = namespaces.join('|');
  namespaceReport(i18n).addUsedNamespaces(namespaces);

  useSyncExternalStore(state.subscribe, () => state.version, () => state.version);

  const useSuspense = options.useSuspense ?? i18n.options?.react?.useSuspense ?? true;
  const ready = isReady(i18n, namespaces);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready || useSuspense) return undefined;
    let current = true;
    load(i18n, namespaces, () => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
    // `key` stands for `namespaces` (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, key, ready, useSuspense]);

  // Suspend through `use`, not by throwing the promise: under `act()` React 19 can retry three or more
  // boundaries suspended on thrown promises for ever. `use` is called on every
  // render, with a settled promise once ready, because React replays a suspended component and expects
  // the same calls when it finishes.
  if (useSuspense) use(ready ? LOADED : pendingLoad(i18n, state, namespaces, key));
  return { t: sharedT(i18n, state, namespaces, key), i18n, ready: ready || isReady(i18n, namespaces) };
}
