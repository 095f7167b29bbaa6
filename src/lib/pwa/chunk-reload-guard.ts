/**
 * The page-reload guard of SPEC §9: when a lazy chunk of an old build is gone (a deployment
 * replaced it), the page reloads once to fetch the new build; a second failure within
 * RELOAD_GUARD_MS does not reload again, so a broken deployment cannot loop.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'pwa:chunk-reload-at';

const CHUNK_ERRORS = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preload
];

/** True for the errors a missing lazy chunk (or its CSS) produces. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  return CHUNK_ERRORS.some((text) => lower.includes(text));
}

interface GuardDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads unless the guard did within the last 10 s; returns whether it reloads. */
export function reloadForStaleChunk({ now = Date.now(), storage = sessionStore(), reload = () => window.location.reload() }: GuardDeps = {}): boolean {
  const last = Number(storage?.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (last && now - last >= 0 && now - last < RELOAD_GUARD_MS) {
    console.error('[pwa] a chunk of this build is missing again; not reloading within the guard time');
    return false;
  }
  try {
    storage?.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage the guard cannot remember: still reload once for this page.
  }
  reload();
  return true;
}

let installed = false;

/** Listens for Vite's preload errors and unhandled chunk failures (route errors call reloadForStaleChunk themselves). */
export function installChunkReloadGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForStaleChunk();
  });
}
