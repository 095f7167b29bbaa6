// @vitest-environment jsdom
import { entryScriptOf, checkForNewBuild } from './build-watch';
import { isChunkLoadError, reloadForStaleChunk, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './chunk-reload-guard';
import { getPwaState, resetPwaState, setPwaState } from './pwa-state';
import { hasUnsavedInput, holdUnsavedInput, resetUnsavedInput } from './unsaved-input';
import { startUpdatePolicy } from './update-policy';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

afterEach(() => {
  resetPwaState();
  resetUnsavedInput();
  sessionStorage.clear();
  document.head.querySelectorAll('script[data-test]').forEach((node) => node.remove());
});

describe('unsaved input registry', () => {
  it('holds while any holder is registered', () => {
    const releaseA = holdUnsavedInput();
    const releaseB = holdUnsavedInput();
    expect(hasUnsavedInput()).toBe(true);
    releaseA();
    expect(hasUnsavedInput()).toBe(true);
    releaseB();
    expect(hasUnsavedInput()).toBe(false);
  });
});

describe('update policy', () => {
  it('reloads at once when a newer build is out and no form holds typed input', () => {
    const apply = vi.fn();
    startUpdatePolicy(apply);
    setPwaState({ needRefresh: true });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits while a form holds typed input, and reloads once it is gone', () => {
    const apply = vi.fn();
    const release = holdUnsavedInput();
    startUpdatePolicy(apply);
    setPwaState({ needRefresh: true });
    expect(apply).not.toHaveBeenCalled();
    release();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('does not reload by itself again within a minute of an automatic update reload', () => {
    sessionStorage.setItem('pwa:update-reload-at', String(Date.now() - 5_000));
    const apply = vi.fn();
    startUpdatePolicy(apply);
    setPwaState({ needRefresh: true });
    expect(apply).not.toHaveBeenCalled();
    expect(getPwaState().needRefresh).toBe(true);
  });
});

describe('page-reload guard (SPEC §9: 10 s)', () => {
  it('recognises the chunk errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, not again within 10 s, and again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForStaleChunk({ now: 1_000_000, storage, reload })).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reloadForStaleChunk({ now: 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reloadForStaleChunk({ now: 1_000_000 + RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('build watch', () => {
  const page = (src: string) => `<!doctype html><html><head><link rel="modulepreload" href="/assets/x.js"><script type="module" crossorigin src="${src}"></script></head><body></body></html>`;

  function currentEntry(src: string) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.dataset.test = '';
    // Not run by jsdom; only read.
    document.head.append(script);
  }

  it('reads the entry module of a page', () => {
    expect(entryScriptOf(page('/assets/index-AAA.js'))).toBe('/assets/index-AAA.js');
    expect(entryScriptOf('<html><body>no script</body></html>')).toBeNull();
    // A prerendered page loads its entry after the first paint and names it on the loader.
    expect(entryScriptOf('<html><body><script type="module" data-src="/assets/index-CCC.js">go()</script></body></html>')).toBe('/assets/index-CCC.js');
  });

  it('sets needRefresh only when the deployed entry differs', async () => {
    currentEntry('/assets/index-AAA.js');
    const same = vi.fn(() => Promise.resolve(new Response(page('/assets/index-AAA.js'))));
    expect(await checkForNewBuild('/', same as unknown as typeof fetch)).toBe(false);
    expect(String((same.mock.calls[0] as unknown[])[0])).toMatch(/^\/index\.html\?build-check=\d+$/);
    expect(getPwaState().needRefresh).toBe(false);
    const other = vi.fn(() => Promise.resolve(new Response(page('/assets/index-BBB.js'))));
    expect(await checkForNewBuild('/', other as unknown as typeof fetch)).toBe(true);
    expect(getPwaState().needRefresh).toBe(true);
  });

  it('treats a failed fetch (offline) as no news', async () => {
    currentEntry('/assets/index-AAA.js');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    expect(await checkForNewBuild('/', failing as unknown as typeof fetch)).toBe(false);
    expect(getPwaState().needRefresh).toBe(false);
  });
});
