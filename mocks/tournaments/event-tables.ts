import { db, persistDb } from '../core/db';
import type { HandledEventRow } from '../core/schema';

/** Every event reported through events.handle, oldest first (QA reads them here and in the mock's database). */
export function handledEvents(): readonly HandledEventRow[] {
  return db().handledEvents ?? [];
}

/**
 * Records one report. The same event about the same tournament or offer is counted, not repeated:
 * a page that reports on every visit must not pile up rows. SPEC §7 makes events.handle a read, so
 * the dispatcher does not persist after it; the table does.
 */
export function recordHandledEvent(uid: number, event: string, target: { tournament_id: number | null; offer_id: number | null }, now = Date.now()): HandledEventRow {
  const tables = db();
  tables.handledEvents ??= [];
  const same = tables.handledEvents.find((row) => row.uid === uid && row.event === event && row.tournament_id === target.tournament_id && row.offer_id === target.offer_id);
  if (same) {
    same.count += 1;
  } else {
    tables.handledEvents.push({ uid, event, ...target, first_at: now, count: 1 });
  }
  persistDb();
  return same ?? tables.handledEvents[tables.handledEvents.length - 1];
}
