import { useEffect, useRef } from 'react';
import { clearPlayerCaches } from '@/lib/pwa/clear-player-caches';
import { clearPlayerStorage } from './player-storage';

/**
 * Clears what a player's visit left on the device when the player leaves: signed out (a visitor's
 * uid, 0) or replaced by another player. The player's storage keys (player-storage.ts) and the web
 * app worker's runtime caches. `uid` is undefined while the session is not known yet.
 */
export function usePlayerTracesReset(uid: number | undefined, caches?: CacheStorage): void {
  const player = useRef<number | null>(null);
  useEffect(() => {
    if (uid === undefined) return;
    if (player.current !== null && player.current !== uid) {
      clearPlayerStorage();
      void clearPlayerCaches(caches);
    }
    player.current = uid > 0 ? uid : null;
  }, [uid, caches]);
}
