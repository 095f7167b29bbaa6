import { reloadForStaleChunk } from '@/lib/pwa/chunk-reload-guard';
import { isLocale } from './locales';

/** One namespace's texts, as i18next takes them. */
export type NamespaceBundle = Record<string, unknown>;

/** The namespaces every locale has (locales/{lng}/*.json; the build defines the list). */
const NAMESPACES: ReadonlySet<string> = new Set(__LOCALE_NAMESPACES__);

/**
 * The browser fetches the translations as JSON. The tests and the
 * prerenderer's server build import the files: Node has no server to fetch them from. The
 * condition is known at build time, so the browser's build carries neither the imports nor a
 * chunk per file.
 */
const IMPORTED = import.meta.env.MODE === 'test' || import.meta.env.SSR;

/** The address of a namespace file of this build. */
export function namespaceFileUrl(lng: string, ns: string): string {
  return `${import.meta.env.BASE_URL}locales/${__LOCALES_VERSION__}/${lng}/${ns}.json`;
}

/** A translation file the start waits for gives up after this long (the page then shows its error state). */
export const NAMESPACE_FILE_TIME_LIMIT_MS = 10_000;

const pending = new Map<string, Promise<NamespaceBundle>>();

/** A signal that aborts after `ms` (timers the tests can drive), and the way to end its timer. */
function timeLimit(ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The translations did not arrive in time', 'TimeoutError')), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** Fetches one namespace file of this release; exported for its test. */
export async function fetchNamespaceFile(
  lng: string,
  ns: string,
  { fetcher = fetch, onStale = reloadForStaleChunk }: { fetcher?: typeof fetch; onStale?: () => unknown } = {},
): Promise<NamespaceBundle> {
  const limit = timeLimit(NAMESPACE_FILE_TIME_LIMIT_MS);
  try {
    const response = await fetcher(namespaceFileUrl(lng, ns), { signal: limit.signal });
    if (!response.ok) {
      // A page of an older release asks for its texts after a deployment replaced them: as for a
      // missing lazy chunk, the page reloads once (SPEC §9).
      if (response.status === 404) onStale();
      throw new Error(`${response.status} ${response.statusText}`);
    }
    return (await response.json()) as NamespaceBundle;
  } finally {
    limit.done();
  }
}

async function importBundle(lng: string, ns: string): Promise<NamespaceBundle> {
  const files = import.meta.glob<NamespaceBundle>('../../../locales/*/*.json', { import: 'default' });
  const load = files[`../../../locales/${lng}/${ns}.json`];
  if (!load) throw new Error('no such file');
  return load();
}

/**
 * Every namespace of a locale.
 * @internal a seam for tests
 */
export function allNamespaces(): string[] {
  return [...NAMESPACES];
}

/** Whether `locales/{lng}/{ns}.json` exists. */
export function hasNamespaceFile(lng: string, ns: string): boolean {
  return NAMESPACES.has(ns) && isLocale(lng);
}

/**
 * The texts of one namespace, loaded once: a second call (i18next after a preload) shares the
 * first one's request. A failed load may be tried again.
 */
export function loadNamespaceFile(lng: string, ns: string): Promise<NamespaceBundle> {
  const key = `${lng}/${ns}`;
  let load = pending.get(key);
  if (!load) {
    load = IMPORTED ? importBundle(lng, ns) : fetchNamespaceFile(lng, ns);
    load.catch(() => pending.delete(key));
    pending.set(key, load);
  }
  return load;
}
