import { renderHook, waitFor } from '@testing-library/react';
import { CONTENT_CACHE } from '@/lib/pwa/worker-cache-rules';
import { clearPlayerStorage } from './player-storage';
import { confirmSentKey, STORAGE_KEYS } from './storage-keys';
import { usePlayerTracesReset } from './use-player-traces-reset';

/** Cache Storage with named caches (jsdom has none). */
function fakeCacheStorage(names: string[]) {
  const held = new Set(names);
  const remove = vi.fn((name: string) => Promise.resolve(held.delete(name)));
  const storage = { keys: () => Promise.resolve([...held]), delete: remove } as unknown as CacheStorage;
  return { storage, held, remove };
}

/** What a player's visit leaves in localStorage, and what belongs to the device. */
function storePlayerTraces() {
  localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['book of ra']));
  localStorage.setItem(STORAGE_KEYS.rgSession, JSON.stringify({ uid: 7, startedAt: 1, startBalance: 1000, nextReminderAt: 2, lastSeenAt: 1 }));
  localStorage.setItem(STORAGE_KEYS.alreadySeenCashbackId, '31');
  localStorage.setItem(confirmSentKey(7), '1');
  localStorage.setItem(STORAGE_KEYS.trackingParams, JSON.stringify({ track_id: 'x' }));
  localStorage.setItem(STORAGE_KEYS.promoCode, 'WELCOME');
}

const playerKeys = [STORAGE_KEYS.recentGameSearches, STORAGE_KEYS.rgSession, STORAGE_KEYS.alreadySeenCashbackId];

describe('clearPlayerStorage', () => {
  it("removes the player's keys and keeps the device's and the per-player flags", () => {
    storePlayerTraces();
    expect(clearPlayerStorage().sort()).toEqual([...playerKeys].sort());
    for (const key of playerKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.trackingParams)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBe('WELCOME');
    // The player's own "confirmation sent" flag keeps the hint hidden at their next sign-in (SPEC §4).
    expect(localStorage.getItem(confirmSentKey(7))).toBe('1');
  });
});

describe('usePlayerTracesReset', () => {
  it('clears when a player signs out or another player signs in, not while unknown or for a visitor', async () => {
    const { storage, held, remove } = fakeCacheStorage([CONTENT_CACHE]);
    storePlayerTraces();
    const { rerender } = renderHook(({ uid }: { uid: number | undefined }) => usePlayerTracesReset(uid, storage), { initialProps: { uid: undefined as number | undefined } });
    rerender({ uid: 0 });
    rerender({ uid: 7 });
    rerender({ uid: undefined });
    rerender({ uid: 7 });
    expect(remove).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.rgSession)).not.toBeNull();
    // Signed out.
    rerender({ uid: 0 });
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    for (const key of playerKeys) expect(localStorage.getItem(key)).toBeNull();
    // Another player on the same device.
    held.add(CONTENT_CACHE);
    rerender({ uid: 7 });
    storePlayerTraces();
    rerender({ uid: 9 });
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem(STORAGE_KEYS.recentGameSearches)).toBeNull();
  });
});
