/** A free-spin pack of the signed-in player (SPEC §3). */
export interface FreeSpinPack {
  id: number;
  game: { sysname: string };
  remaining_count: number;
  status: 'active' | (string & {});
  description?: { name?: string } | null;
}
