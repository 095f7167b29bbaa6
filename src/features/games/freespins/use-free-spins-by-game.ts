import { useMemo } from 'react';
import { useFreespinsGetQuery } from '@/api/freespins/freespins-api';
import type { FreeSpinPack } from '@/api/freespins/freespins.types';

/** Remaining free spins per game sysname, over the active packs only. */
export function freeSpinsByGame(packs: readonly FreeSpinPack[] | undefined): ReadonlyMap<string, number> {
  const map = new Map<string, number>();
  for (const pack of packs ?? []) {
    if (pack.status !== 'active' || pack.remaining_count <= 0) continue;
    const { sysname } = pack.game;
    map.set(sysname, (map.get(sysname) ?? 0) + pack.remaining_count);
  }
  return map;
}

/** The free-spin badges of the hall: only signed-in players have packs (SPEC §6). */
export function useFreeSpinsByGame(signedIn: boolean): ReadonlyMap<string, number> {
  const { data } = useFreespinsGetQuery(undefined, { skip: !signedIn });
  return useMemo(() => freeSpinsByGame(signedIn ? data : undefined), [data, signedIn]);
}
