/** The worker's precache: the build's own files, the same for every visitor. */
const PRECACHE = /^workbox-precache/;

/**
 * Deletes the web app worker's runtime caches: whatever a player's visit
 * left there must not open for the next person on the device. The precached build stays, so the
 * app still opens offline. Returns the names deleted.
 */
export async function clearPlayerCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<string[]> {
  if (!storage) return [];
  try {
    const names = (await storage.keys()).filter((name) => !PRECACHE.test(name));
    await Promise.all(names.map((name) => storage.delete(name)));
    return names;
  } catch (error) {
    console.warn('[pwa] could not clear the runtime caches', error);
    return [];
  }
}
