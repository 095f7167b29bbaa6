import { FEATURED_GAMES, catalogue } from './fixtures/catalogue';
import { db } from '../core/db';
import type { FreeSpinRow, GameRoundRow } from '../core/schema';

/**
 * The games tables of the mock database. They are optional in MockDb (a copy persisted before they
 * existed still loads), so every reader goes through these, which create them on first use. The
 * seeded rows are deterministic, so creating them during a read recreates the same data.
 */
const DEMO_EMAIL = 'demo@example.com';

function demoUid(): number | undefined {
  return db().accounts.find((account) => account.email === DEMO_EMAIL)?.uid;
}

export function likesTable(): Record<number, string[]> {
  const tables = db();
  tables.likes ??= seedLikes();
  return tables.likes;
}

function seedLikes(): Record<number, string[]> {
  const uid = demoUid();
  return uid === undefined ? {} : { [uid]: [FEATURED_GAMES.demoSlot, FEATURED_GAMES.describedGame, 'star-crash'] };
}

export function likesOf(uid: number): string[] {
  const table = likesTable();
  table[uid] ??= [];
  return table[uid];
}

export function freeSpinsTable(): FreeSpinRow[] {
  const tables = db();
  tables.freeSpins ??= seedFreeSpins();
  return tables.freeSpins;
}

function seedFreeSpins(): FreeSpinRow[] {
  const uid = demoUid();
  if (uid === undefined) return [];
  const packs: [string, number][] = [
    [FEATURED_GAMES.demoSlot, 25],
    [FEATURED_GAMES.describedGame, 10],
    [catalogue().games[40].sysname, 50],
  ];
  return packs.map(([sysname, count], index) => ({
    id: 7001 + index,
    uid,
    sysname,
    remaining_count: count,
    total_count: count,
    status: 'active',
  }));
}

/** Real-money rounds of the mock game (the game-history mock adds its own seeded history on top). */
export function gameRoundsTable(): GameRoundRow[] {
  const tables = db();
  tables.gameRounds ??= [];
  return tables.gameRounds;
}

export function nextRoundId(): number {
  const rounds = gameRoundsTable();
  return rounds.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}
