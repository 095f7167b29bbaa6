import { FIRST_DEMO_UID, seedDemoAccounts } from '../account/fixtures/demo-accounts';
import { DB_VERSION, type MockDb } from './schema';

/** A fresh database. Everything is deterministic except times, which are relative to `nowMs`. */
export function seedDb(nowMs: number = Date.now()): MockDb {
  const { accounts, wallets } = seedDemoAccounts(Math.floor(nowMs / 1000));
  return {
    version: DB_VERSION,
    seededAt: nowMs,
    nextUid: FIRST_DEMO_UID + accounts.length,
    accounts,
    wallets,
    session: { currentUid: null },
    storage: {
      [FIRST_DEMO_UID]: { already_seen_cashback_id: '0' },
    },
  };
}
