import { useEffect, useRef } from 'react';
import { clearPlayerCaches } from './clear-player-caches';

/**
 * Clears the worker's runtime caches when the player leaves: signed out (a visitor's uid, 0) or
 * replaced by another player. `uid` is undefined while the session is not known yet.
 */
export function usePlayerCachesReset(uid: number | undefined, storage?: CacheStorage): void {
  const player = useRef<number | null>(null);
  useEffect(() => {
    if (uid === undefined) return;
    if (player.current !== null && player.current !== uid) void clearPlayerCaches(storage);
    player.current = uid > 0 ? uid : null;
  }, [uid, storage]);
}
