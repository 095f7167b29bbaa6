import { freeSpinsTable } from './game-tables';
import { type ContractMethods, read, requireAccount } from '../core/api-method';
import { findGame } from './games-query';
import type { FreespinsContract } from '@/api/freespins/freespins.contract';

/** freespins.get (SPEC §7): the player's packs, filtered by status, at most `count`. */
export const freespinsMethods = {
  get: read((ctx) => {
    const account = requireAccount();
    const status = ctx.query.get('status');
    const count = Number(ctx.query.get('count') ?? 99) || 99;
    const items = freeSpinsTable()
      .filter((row) => row.uid === account.uid && (!status || row.status === status))
      .slice(0, count)
      .map((row) => ({
        id: row.id,
        game: { sysname: row.sysname },
        remaining_count: row.remaining_count,
        total_count: row.total_count,
        status: row.status,
        // fields=description: the pack's display text (here the game's display name).
        description: { name: findGame(row.sysname)?.description?.name || findGame(row.sysname)?.name || row.sysname },
      }));
    return { items, total: items.length };
  }),
} satisfies ContractMethods<FreespinsContract>;
