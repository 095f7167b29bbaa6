import { resetScenarioState } from './scenario-state';
import { DB_VERSION, type MockDb } from './schema';
import { seedDb } from './seed';

/**
 * The mock backend's state. In Node (tests) it lives in memory only; the browser entry calls
 * enableDbPersistence() so a reload keeps the session and everything the user did.
 */
export const DB_STORAGE_KEY = 'mock:db';

let state: MockDb = seedDb();
let persistence: Storage | null = null;

/** The live state. Handlers mutate it in place and call persistDb() afterwards. */
export function db(): MockDb {
  return state;
}

/** Writes the state to localStorage when persistence is on; a no-op in Node. */
export function persistDb(): void {
  if (!persistence) return;
  try {
    persistence.setItem(DB_STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('[mocks] could not persist the mock database', error);
  }
}

/** A fresh seed of the database only (QA switches stay). */
export function reseedDb(): void {
  state = seedDb();
  persistDb();
}

/** Everything the mock backend holds back to its seed: database and QA scenarios. Used after each test. */
export function resetMockDb(): void {
  reseedDb();
  resetScenarioState();
}

function load(storage: Storage): MockDb | null {
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<MockDb> | null;
    // A copy from an older schema is dropped rather than patched: reseeding is cheap.
    return parsed && parsed.version === DB_VERSION ? (parsed as MockDb) : null;
  } catch {
    return null;
  }
}

/** Turns on localStorage persistence (browser only): loads the saved copy or seeds and saves. */
export function enableDbPersistence(storage: Storage): void {
  persistence = storage;
  const saved = load(storage);
  if (saved) state = saved;
  else reseedDb();
}

/**
 * Another tab of the same mock build wrote the database (a storage event): take its copy, so a
 * payment settled on the mock provider's page in a new tab shows up here. An unreadable or
 * outdated copy is ignored.
 */
export function adoptPersistedDb(storage: Storage): boolean {
  const saved = load(storage);
  if (!saved) return false;
  state = saved;
  return true;
}

/** Back to in-memory only (tests of persistence use it). */
export function disableDbPersistence(): void {
  persistence = null;
}
