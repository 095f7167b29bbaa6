import { db } from '../core/db';
import type { TournamentEntryRow } from '../core/schema';

const DEMO_EMAIL = 'demo@example.com';

/**
 * Tournament participants. Optional in MockDb (a copy persisted before it existed still loads), so
 * readers go through this, which seeds it on first use: the demo player already plays in the
 * Reels Race (102) and finished the Autumn Marathon (301).
 */
export function tournamentEntriesTable(): TournamentEntryRow[] {
  const tables = db();
  tables.tournamentEntries ??= seedEntries(tables.seededAt);
  return tables.tournamentEntries;
}

function seedEntries(seededAt: number): TournamentEntryRow[] {
  const uid = db().accounts.find((account) => account.email === DEMO_EMAIL)?.uid;
  if (uid === undefined) return [];
  return [
    { tournament_id: 102, uid, points: 5_250, joined_at: seededAt - 3_600_000 },
    { tournament_id: 301, uid, points: 4_800, joined_at: seededAt - 10 * 86_400_000 },
  ];
}

/** The player's entry in one tournament, or undefined. */
export function tournamentEntry(tournamentId: number, uid: number): TournamentEntryRow | undefined {
  return tournamentEntriesTable().find((row) => row.tournament_id === tournamentId && row.uid === uid);
}
