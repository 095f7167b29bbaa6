import { clearPlayerCaches } from './clear-player-caches';
import { CONTENT_CACHE } from './worker-cache-rules';

/** Cache Storage with named caches (jsdom has none). */
function fakeCacheStorage(names: string[]) {
  const held = new Set(names);
  const remove = vi.fn((name: string) => Promise.resolve(held.delete(name)));
  const storage = { keys: () => Promise.resolve([...held]), delete: remove } as unknown as CacheStorage;
  return { storage, held, remove };
}

const PRECACHE = 'workbox-precache-v2-https://casino.example/';

describe('clearPlayerCaches', () => {
  it("deletes the worker's runtime caches and keeps the precached build", async () => {
    const { storage, held } = fakeCacheStorage([PRECACHE, CONTENT_CACHE, 'some-later-runtime-cache']);
    expect((await clearPlayerCaches(storage)).sort()).toEqual([CONTENT_CACHE, 'some-later-runtime-cache']);
    expect([...held]).toEqual([PRECACHE]);
  });

  it('does nothing without Cache Storage, and a failure only warns', async () => {
    expect(await clearPlayerCaches(undefined)).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { keys: () => Promise.reject(new Error('SecurityError')) } as unknown as CacheStorage;
    expect(await clearPlayerCaches(broken)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[pwa] could not clear the runtime caches', expect.any(Error));
    warn.mockRestore();
  });
});
